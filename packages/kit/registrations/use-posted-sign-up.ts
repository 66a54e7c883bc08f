/**
 * A sign-up refused without JavaScript (the page's initial data `signUpForm`, written by the API's
 * plain POST): the visitor's input, the messages at the fields, the failure text. Read on the
 * server from the render's data and in the browser from the page, so both render the same; taken
 * once per page load in the browser, so coming back to a page later shows an empty form.
 */
import { useInitialDataEntry } from '@kerk/kit/page';
import { useState } from 'react';

import type { SignUpFormState } from './index';

const FIELDS = ['name', 'email', 'seats', 'answer'] as const;
const inBrowser = typeof window !== 'undefined';
let taken = false;

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

function take(entry: unknown): SignUpFormState | null {
  if (inBrowser) {
    if (taken) return null;
    taken = true;
  }
  const posted = entry as Partial<SignUpFormState> | undefined;
  if (!posted || !isTextRecord(posted.values) || !isTextRecord(posted.fields)) return null;
  const pick = (record: Record<string, string>) => Object.fromEntries(FIELDS.filter((f) => f in record).map((f) => [f, record[f]]));
  return { values: pick(posted.values), fields: pick(posted.fields), failed: posted.failed === true };
}

/** For tests: the next mount reads the initial data again. */
export const resetPostedSignUp = () => {
  taken = false;
};

export function usePostedSignUp(): SignUpFormState | null {
  const entry = useInitialDataEntry('signUpForm');
  const [posted] = useState(() => (entry === undefined ? null : take(entry)));
  return posted;
}
