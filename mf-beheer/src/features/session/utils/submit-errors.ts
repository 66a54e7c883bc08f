/**
 * A failed sign-in as final-form submit errors: every outcome is one Dutch sentence as FORM_ERROR
 * (a 400 with per-field messages goes to the fields). 404 means the admin API is not deployed yet.
 * A lockout (423/429) carries the server's own Dutch message, which says how long it lasts.
 */
import type { ApiError } from '@kerk/kit/http';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';

import { beheer } from '../../../texts';
import { SIGN_IN_FIELDS, type SignInField } from './sign-in-validation';

const t = beheer.signIn;

export function toSignInErrors(error: ApiError): SubmissionErrors {
  if (error.status === 400 && error.fields) {
    const fields: Partial<Record<SignInField, string>> = {};
    for (const name of SIGN_IN_FIELDS) if (error.fields[name]) fields[name] = error.fields[name];
    if (Object.keys(fields).length > 0) return fields;
  }
  if (error.status === 404) return { [FORM_ERROR]: t.notAvailable };
  if (error.status === 401) return { [FORM_ERROR]: t.wrongCredentials };
  if ((error.status === 423 || error.status === 429) && error.message) return { [FORM_ERROR]: error.message };
  return { [FORM_ERROR]: t.failed };
}
