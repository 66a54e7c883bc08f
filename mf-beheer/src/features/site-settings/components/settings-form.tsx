/**
 * "Gegevens van de kerk" and "Sociale media": the site settings of spec §3, checked while typing
 * with the kit's rule table (the API checks the same), saved over the version that was loaded.
 * What is saved shows on the public site at once; social links only when filled in.
 */
import { css } from '@emotion/react';
import type { AdminSettings, SettingKey, Settings } from '@kerk/kit/api-types';
import { SETTINGS_GROUPS, siteAdmin, validateSettings } from '@kerk/kit/site-admin';
import { Form } from 'react-final-form';

import { siteSettingsTexts as t } from '../../../texts';
import { useSaveSettingsMutation, type siteSettingsApi } from '../api/site-settings-api';
import { useVersionedSave } from '../hooks/use-versioned-save';
import { submitFocusingFirstError } from '../../../lib/form-foot';
import { ConflictNotice } from './conflict-notice';
import { settingsField } from './form-field';
import { SaveBar } from './save-bar';

const { FormField, fieldId } = settingsField;
const { fields: labels, messages } = siteAdmin;
const KEYS = [...SETTINGS_GROUPS.church, ...SETTINGS_GROUPS.social] as SettingKey[];

/** The control of each field: its type, autocomplete and hint. */
const CONTROLS: Partial<Record<SettingKey, { type?: string; autoComplete?: string; inputMode?: 'email' | 'tel' | 'url'; hint?: string }>> = {
  title: { autoComplete: 'organization' },
  address: { autoComplete: 'street-address' },
  zipcode: { autoComplete: 'postal-code', hint: t.hints.zipcode },
  city: { autoComplete: 'address-level2' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: t.hints.phone },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', hint: t.hints.email },
};

const fieldset = css`border: 0; padding: 0; margin: 0 0 2rem; legend { font-size: 1.25rem; font-weight: 700; margin-bottom: 1rem; }`;

type SettingsQuery = ReturnType<typeof siteSettingsApi.endpoints.getAdminSettings.useQuery>;

export function SettingsForm({ query }: { query: SettingsQuery & { data: AdminSettings } }) {
  const [saveSettings] = useSaveSettingsMutation();
  const versioned = useVersionedSave<AdminSettings, Settings>({
    data: query.data,
    refetch: query.refetch,
    // final-form leaves an emptied field out of its values: every setting is sent, '' when emptied.
    save: (values, version) => saveSettings({ values: Object.fromEntries(KEYS.map((key) => [key, values[key] ?? ''])) as Settings, version }),
    valuesOf: (answer) => answer.settings,
    savedMessage: messages.settingsSaved,
  });
  const { base, conflict, notice } = versioned;
  if (!base) return null;

  return (
    <Form<Settings> onSubmit={versioned.submit} validate={validateSettings} initialValues={base.settings}>
      {({ handleSubmit, form, submitting, submitError, values }) => {
        const submit = submitFocusingFirstError(handleSubmit, form, KEYS, (name) => fieldId(name as SettingKey));
        const undo = () => {
          if (!notice?.previous) return;
          form.initialize(notice.previous);
          versioned.undoNext();
          void submit();
        };
        return (
          <form noValidate onSubmit={(event) => void submit(event)}>
            {conflict ? (
              <ConflictNotice
                message={messages.settingsConflict(conflict.updatedBy, conflict.updatedAt)}
                rows={KEYS.map((key) => ({ label: labels[key], theirs: conflict.settings[key], yours: values[key] ?? '' }))}
                onTakeTheirs={versioned.takeTheirs}
                onKeepMine={() => {
                  versioned.overwriteNext();
                  void submit();
                }}
              />
            ) : null}
            <fieldset css={fieldset}>
              <legend>{t.groups.church}</legend>
              {SETTINGS_GROUPS.church.map((key) => {
                const { hint, ...control } = CONTROLS[key] ?? {};
                return <FormField key={key} name={key} label={labels[key]} hint={hint} aria-required={key === 'title'} {...control} />;
              })}
            </fieldset>
            <fieldset css={fieldset}>
              <legend>{t.groups.social}</legend>
              <p>{t.socialIntro}</p>
              {SETTINGS_GROUPS.social.map((key) => (
                <FormField key={key} name={key} label={labels[key]} hint={t.hints.social} type="url" inputMode="url" aria-required={false} placeholder="https://" />
              ))}
            </fieldset>
            <SaveBar label={t.saveSettings} submitting={submitting} submitError={submitError} notice={notice?.text} onUndo={notice?.previous ? undo : undefined} />
          </form>
        );
      }}
    </Form>
  );
}
