/**
 * "Contactformulier": per contact type the address its messages go to; empty sends them to the
 * site's general e-mail address. The outbox reads this when it sends, so a change applies to
 * messages still waiting too. Saved over the version that was loaded, like the settings.
 */
import { css } from '@emotion/react';
import type { ContactRouting } from '@kerk/kit/api-types';
import { recipientRule, siteAdmin } from '@kerk/kit/site-admin';
import { Form } from 'react-final-form';

import { siteSettingsTexts as t } from '../../../texts';
import { useSaveContactRoutingMutation, type siteSettingsApi } from '../api/site-settings-api';
import { useVersionedSave } from '../hooks/use-versioned-save';
import { submitFocusingFirstError } from '../../../lib/form-foot';
import { ConflictNotice } from './conflict-notice';
import { recipientField } from './form-field';
import { SaveBar } from './save-bar';

const { FormField, fieldId } = recipientField;
const { messages } = siteAdmin;

type Recipients = Record<string, string>;
type RoutingQuery = ReturnType<typeof siteSettingsApi.endpoints.getContactRouting.useQuery>;

const recipientsOf = (routing: ContactRouting): Recipients => Object.fromEntries(routing.routes.map((route) => [route.key, route.recipient]));

/** The rule per address, and an empty one only while there is a general address to fall back on. */
function validate(values: Recipients, keys: string[], fallback: string) {
  const errors: Recipients = {};
  for (const key of keys) {
    const value = values[key] ?? '';
    const error = recipientRule(value) ?? (!value.trim() && !fallback ? messages.recipientNeeded : undefined);
    if (error) errors[key] = error;
  }
  return errors;
}

export function ContactRoutingForm({ query }: { query: RoutingQuery & { data: ContactRouting } }) {
  const [saveRouting] = useSaveContactRoutingMutation();
  const versioned = useVersionedSave<ContactRouting, Recipients>({
    data: query.data,
    refetch: query.refetch,
    // final-form leaves an emptied field out of its values: every type is sent, '' when emptied.
    save: (values, version) => saveRouting({ values: { routes: Object.keys(recipientsOf(query.data)).map((key) => ({ key, recipient: values[key] ?? '' })) }, version }),
    valuesOf: recipientsOf,
    savedMessage: messages.routingSaved,
  });
  const { base, conflict, notice } = versioned;
  if (!base) return null;
  // The general address as it is now (a save of the settings above may have changed it).
  const { fallback } = query.data;
  const keys = base.routes.map((route) => route.key);

  return (
    <Form<Recipients> onSubmit={versioned.submit} validate={(values) => validate(values, keys, fallback)} initialValues={recipientsOf(base)}>
      {({ handleSubmit, form, submitting, submitError, values }) => {
        const submit = submitFocusingFirstError(handleSubmit, form, keys, fieldId);
        const undo = () => {
          if (!notice?.previous) return;
          form.initialize(notice.previous);
          versioned.undoNext();
          void submit();
        };
        return (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <fieldset css={css`border: 0; padding: 0; margin: 0 0 2rem; legend { font-size: 1.25rem; font-weight: 700; margin-bottom: 1rem; }`}>
              <legend>{t.groups.contact}</legend>
              <p>{t.contactIntro(fallback)}</p>
              {conflict ? (
                <ConflictNotice
                  message={messages.routingConflict(conflict.updatedBy, conflict.updatedAt)}
                  rows={conflict.routes.map((route) => ({ label: route.label, theirs: route.recipient, yours: values[route.key] ?? '' }))}
                  onTakeTheirs={versioned.takeTheirs}
                  onKeepMine={() => {
                    versioned.overwriteNext();
                    void submit();
                  }}
                />
              ) : null}
              {base.routes.map((route) => (
                <FormField
                  key={route.key}
                  name={route.key}
                  label={t.recipientLabel(route.label)}
                  hint={t.recipientHintFallback(fallback)}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  aria-required={!fallback}
                />
              ))}
            </fieldset>
            <SaveBar label={t.saveRouting} submitting={submitting} submitError={submitError} notice={notice?.text} onUndo={notice?.previous ? undo : undefined} />
          </form>
        );
      }}
    </Form>
  );
}
