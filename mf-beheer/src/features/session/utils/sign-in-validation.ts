/** The sign-in form's rules: the kit's validators (spec §5 messages) with this form's labels. */
import { compose, email, required, validateAll } from '@kerk/kit/validation';

import { beheer } from '../../../texts';

export type SignInValues = { email?: string; password?: string };

/** The fields in form order: the first one with an error gets the focus. */
export const SIGN_IN_FIELDS = ['email', 'password'] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

const label = beheer.signIn.fields;

const rules = {
  email: compose(required(label.email), email(label.email)),
  // No length rule here: the server's password rules apply when a password is set, not when it is typed.
  password: required(label.password),
};

export const validateSignIn = (values: SignInValues) => validateAll(values, rules);
