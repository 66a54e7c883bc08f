/**
 * Submits the form through the API. One idempotency key per distinct message: a second click,
 * or a retry after a lost answer, sends the same key and the server stores the message once;
 * edited text gets a new key. Answers final-form submit errors, or undefined on success.
 */
import type { ApiError } from '@kerk/kit/http';
import type { SubmissionErrors } from 'final-form';
import { useCallback, useRef, useState } from 'react';

import { useSendContactMessageMutation } from '../api/contact-api';
import type { ContactValues } from '../utils/contact-validation';
import { newIdempotencyKey, toSubmitErrors } from '../utils/submit-errors';

/** Only what the API takes; the honeypot is sent only when something is in it. */
function toPayload(values: ContactValues): ContactValues {
  const { name = '', email = '', subject = '', message = '', contactType = '', website = '' } = values;
  return { name, email, subject, message, contactType, ...(website ? { website } : {}) };
}

export function useContactSubmit() {
  const [send] = useSendContactMessageMutation();
  const pending = useRef<{ key: string; payload: string } | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = useCallback(
    async (values: ContactValues): Promise<SubmissionErrors | undefined> => {
      setSent(false);
      const body = toPayload(values);
      const payload = JSON.stringify(body);
      if (pending.current?.payload !== payload) pending.current = { key: newIdempotencyKey(), payload };
      const result = await send({ values: body, idempotencyKey: pending.current.key });
      if (result.error) {
        const error = result.error as ApiError;
        // The server holds another message under this key: the next try must not reuse it.
        if (error.status === 422) pending.current = null;
        return toSubmitErrors(error);
      }
      pending.current = null;
      setSent(true);
      return undefined;
    },
    [send],
  );

  return { onSubmit, sent };
}
