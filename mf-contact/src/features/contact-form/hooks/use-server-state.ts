/**
 * What the server already answered about this form, so the form shows the same as the page a
 * visitor without JavaScript got (and as the page rendered on the server will, docs/server-rendering.md):
 * - `sent`: the URL is `/contact?verzonden=1`, where an accepted plain POST redirects to;
 * - `posted`: a refused plain POST (the initial data's `contactForm`): the input, the per-field
 *   messages and the failure text. Taken once per page load (the kit's `useFormDataEntry`): coming
 *   back to /contact later in the same visit shows an empty form.
 */
import { contact, type ContactFormState } from '@kerk/kit/contact';
import { resetFormDataEntries, useFormDataEntry } from '@kerk/kit/page';
import { useSearchParams } from '@kerk/kit/router';
import { useMemo } from 'react';

import { CONTACT_FIELDS } from '../utils/contact-validation';

const pick = (record: Record<string, string>) => Object.fromEntries(CONTACT_FIELDS.filter((f) => f in record).map((f) => [f, record[f]]));

/** For tests: the next mount reads the initial data again. */
export const resetServerState = resetFormDataEntries;

export function useServerState() {
  const [params] = useSearchParams();
  const entry = useFormDataEntry('contactForm');
  const posted = useMemo<ContactFormState | null>(() => (entry ? { values: pick(entry.values), fields: pick(entry.fields), failed: entry.failed } : null), [entry]);
  return { sent: params.has(contact.sentParam), posted };
}
