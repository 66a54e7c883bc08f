/**
 * What the server already answered about this form, so the form shows the same as the page a
 * visitor without JavaScript got (and as the page rendered on the server will, docs/server-rendering.md):
 * - `sent`: the URL is `/contact?verzonden=1`, where an accepted plain POST redirects to;
 * - `posted`: a refused plain POST (the initial data's `contactForm`): the input, the per-field
 *   messages and the failure text. Taken once per page load: coming back to /contact later in
 *   the same visit shows an empty form.
 */
import { contact, type ContactFormState } from '@kerk/kit/contact';
import { useInitialDataEntry } from '@kerk/kit/page';
import { useSearchParams } from '@kerk/kit/router';
import { useState } from 'react';

import { CONTACT_FIELDS } from '../utils/contact-validation';

let taken = false;
/** A server renders many pages: the once-per-page-load rule is the browser's. */
const inBrowser = typeof window !== 'undefined';

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

function takePosted(posted: unknown): ContactFormState | null {
  if (inBrowser) {
    if (taken) return null;
    taken = true;
  }
  const entry = posted as Partial<ContactFormState> | undefined;
  if (!entry || !isTextRecord(entry.values) || !isTextRecord(entry.fields)) return null;
  const pick = (record: Record<string, string>) => Object.fromEntries(CONTACT_FIELDS.filter((f) => f in record).map((f) => [f, record[f]]));
  return { values: pick(entry.values), fields: pick(entry.fields), failed: entry.failed === true };
}

/** For tests: the next mount reads the initial data again. */
export const resetServerState = () => {
  taken = false;
};

export function useServerState() {
  const [params] = useSearchParams();
  const entry = useInitialDataEntry('contactForm');
  const [posted] = useState(() => takePosted(entry));
  return { sent: params.has(contact.sentParam), posted };
}
