/**
 * Turns a failed submission into final-form submit errors: the API's per-field messages (400) go to
 * their fields; anything else (API down, 5xx, 429, a 400 without fields) is the one failure text
 * of spec §8 as FORM_ERROR. The typed text stays, so the visitor can simply try again.
 */
import type { ApiError } from '@kerk/kit/http';
import { contact } from '../../../texts';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';

import { CONTACT_FIELDS, type ContactField } from './contact-validation';

export function toSubmitErrors(error: ApiError): SubmissionErrors {
  if (error.status === 400 && error.fields) {
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const field of CONTACT_FIELDS) {
      const message = error.fields[field];
      if (message) fieldErrors[field] = message;
    }
    if (Object.keys(fieldErrors).length > 0) return fieldErrors;
  }
  return { [FORM_ERROR]: contact.failure };
}

/** A random key per distinct message; crypto.getRandomValues also works on plain-http origins. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `contact-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
