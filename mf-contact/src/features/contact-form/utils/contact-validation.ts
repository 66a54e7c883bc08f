/**
 * The form's rules: the kit's validators with the kit's labels and bounds, the same the API checks
 * (api/src/plugins/app/contact/contact-rules.ts), so a visitor rarely meets a server-side error.
 */
import { contact } from '../../../texts';
import { compose, email, maxLength, minLength, required, validateAll } from '@kerk/kit/validation';

export type ContactValues = {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
  contactType?: string;
  /** Honeypot: people never see it, bots fill it in. */
  website?: string;
};

/** The visible fields in form order: the first one with an error gets the focus. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'contactType'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const { fields: label, limits } = contact;

const rules = {
  name: compose(required(label.name), maxLength(label.name, limits.name)),
  email: compose(required(label.email), email(label.email), maxLength(label.email, limits.email)),
  subject: compose(required(label.subject), maxLength(label.subject, limits.subject)),
  message: compose(required(label.message), minLength(label.message, limits.messageMin), maxLength(label.message, limits.messageMax)),
  contactType: required(label.contactType),
};

/** final-form's form-level `validate`: one Dutch message per invalid field. */
export const validateContact = (values: ContactValues) => validateAll(values, rules);
