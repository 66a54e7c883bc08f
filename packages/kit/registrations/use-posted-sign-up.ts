/**
 * A sign-up refused without JavaScript (the page's initial data `signUpForm`, written by the API's
 * plain POST): the visitor's input, the messages at the fields, the failure text; the same on the
 * server and in the browser, taken once per page load (the kit's `useFormDataEntry`).
 */
import { useFormDataEntry } from '@kerk/kit/page';
import { useMemo } from 'react';

import type { SignUpFormState } from './index';

const FIELDS = ['name', 'email', 'seats', 'answer'] as const;
const pick = (record: Record<string, string>) => Object.fromEntries(FIELDS.filter((f) => f in record).map((f) => [f, record[f]]));

export function usePostedSignUp(): SignUpFormState | null {
  const posted = useFormDataEntry('signUpForm');
  return useMemo(() => (posted ? { values: pick(posted.values), fields: pick(posted.fields), failed: posted.failed } : null), [posted]);
}
