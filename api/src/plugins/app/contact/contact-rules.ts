/**
 * The contact form's rules on the server: the kit's validators with the kit's labels and bounds,
 * exactly what the form checks, plus what only a server must care about (header-safe values, a
 * known contact type). Values are normalised before they are checked and stored.
 */
import { createHash } from 'node:crypto';

import { contact } from '@kerk/kit/contact';
import { validation as msg } from '@kerk/kit/texts';
import { compose, email, maxLength, minLength, regex, required, validateAll, type Validator } from '@kerk/kit/validation';

import type { ContactMessageInput } from './outbox-repository';

const { fields: label, limits } = contact;

export type ContactField = keyof ContactMessageInput;
export const CONTACT_FIELD_NAMES: ContactField[] = ['name', 'email', 'subject', 'message', 'contactType'];

const asText = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** One line of text: line breaks (the way into mail headers) and control characters become spaces. */
export const singleLine = (value: unknown): string =>
  asText(value)
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Running text: keeps line breaks (as \n) and tabs, drops other control characters. */
export const multiLine = (value: unknown): string =>
  asText(value)
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();

export function normalizeContact(body: Record<string, unknown>): ContactMessageInput {
  return {
    name: singleLine(body.name),
    email: singleLine(body.email),
    subject: singleLine(body.subject),
    message: multiLine(body.message),
    contactType: singleLine(body.contactType),
  };
}

// Stricter than the loose pattern of spec §5 only where an address would be unsafe in a Reply-To
// header: separators and brackets could smuggle in a second address.
export const MAILBOX_SAFE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

const oneOf = (allowed: readonly string[], message: string): Validator => (value) =>
  value === '' || allowed.includes(String(value)) ? undefined : message;

/** The rule table; `typeKeys` are the contact types known to the database. */
export function contactRules(typeKeys: readonly string[]): Record<ContactField, Validator> {
  return {
    name: compose(required(label.name), maxLength(label.name, limits.name)),
    email: compose(
      required(label.email),
      email(label.email),
      maxLength(label.email, limits.email),
      regex(MAILBOX_SAFE, msg.invalid(label.email)),
    ),
    subject: compose(required(label.subject), maxLength(label.subject, limits.subject)),
    message: compose(required(label.message), minLength(label.message, limits.messageMin), maxLength(label.message, limits.messageMax)),
    contactType: compose(required(label.contactType), oneOf(typeKeys, msg.invalid(label.contactType))),
  };
}

/** Per-field Dutch messages for the normalised values; empty when everything is fine. */
export const checkContact = (values: ContactMessageInput, typeKeys: readonly string[]) => validateAll(values, contactRules(typeKeys));

/** Fingerprint of a message, to tell an honest retry from a different message under the same key. */
export const contactHash = (values: ContactMessageInput): string =>
  createHash('sha256').update(JSON.stringify(CONTACT_FIELD_NAMES.map((field) => values[field]))).digest('hex');
