/**
 * "Geven en collecte" (issue 34, beheerder only): the congregation's default account (IBAN,
 * account holder, optional BIC) for every collection purpose without its own, and the websites a
 * purpose's payment link may point to, one per line. The IBAN is checked while typing with the
 * kit's rule (the API checks the same, and its Dutch message per field shows at the field too).
 *
 * Saved like the other forms of the section (`useVersionedSave`): the form starts from what was
 * loaded and keeps what is typed while it is open and after a refused save; a save says so, with
 * "Ongedaan maken". These settings have no version of their own (the last save counts), so their
 * content stands in as one: a save that changed nothing says so.
 */
import { css } from '@emotion/react';
import type { GivingSettings } from '@kerk/kit/api-types';
import { RetryAlert } from '@kerk/kit/design-system';
import { iban as ibanRule } from '@kerk/kit/validation';
import { Form } from 'react-final-form';

import { submitFocusingFirstError } from '../../../lib/form-foot';
import { siteSettingsTexts } from '../../../texts';
import { useGetGivingSettingsQuery, useSaveGivingSettingsMutation } from '../api/site-settings-api';
import { useVersionedSave } from '../hooks/use-versioned-save';
import { givingField } from './form-field';
import { SaveBar } from './save-bar';

const t = siteSettingsTexts.giving;
const { FormField, fieldId } = givingField;

/** The form's values: the websites as the textarea holds them, one per line. */
interface GivingValues {
  iban: string;
  holder: string;
  bic: string;
  linkHosts: string;
}
type Versioned = GivingSettings & { version: string };

const KEYS = ['iban', 'holder', 'bic', 'linkHosts'] as const;

const versioned = (settings: GivingSettings): Versioned => ({ ...settings, version: JSON.stringify(settings) });
const valuesOf = (settings: GivingSettings): GivingValues => ({ iban: settings.iban, holder: settings.holder, bic: settings.bic, linkHosts: settings.linkHosts.join('\n') });
/** final-form leaves an emptied field out: every field is sent, '' when emptied; one website per line (or comma). */
const bodyOf = (values: GivingValues) => ({
  iban: values.iban ?? '',
  holder: values.holder ?? '',
  bic: values.bic ?? '',
  linkHosts: (values.linkHosts ?? '')
    .split(/[\n,]/)
    .map((host) => host.trim())
    .filter(Boolean),
});

function validate(values: GivingValues) {
  const errors: Partial<Record<keyof GivingValues, string>> = {};
  const ibanError = ibanRule(values.iban);
  if (ibanError) errors.iban = ibanError;
  const holder = (values.holder ?? '').trim();
  if ((values.iban ?? '').trim() && !holder) errors.holder = t.holderRequired;
  else if ([...holder].length > 70) errors.holder = t.holderTooLong;
  return errors;
}

const fieldset = css`border: 0; padding: 0; margin: 0 0 2rem; legend { font-size: 1.25rem; font-weight: 700; margin-bottom: 1rem; }`;

function GivingForm({ data, refetch }: { data: GivingSettings; refetch: () => { unwrap: () => Promise<GivingSettings> } }) {
  const [saveGiving] = useSaveGivingSettingsMutation();
  const save = useVersionedSave<Versioned, GivingValues>({
    data: versioned(data),
    refetch: () => ({ unwrap: () => refetch().unwrap().then(versioned) }),
    save: async (values) => {
      const result = await saveGiving(bodyOf(values));
      return result.data ? { data: versioned(result.data) } : { error: result.error };
    },
    valuesOf,
    savedMessage: t.saved,
  });
  const { base, notice } = save;
  if (!base) return null;

  return (
    <Form<GivingValues> onSubmit={save.submit} validate={validate} initialValues={valuesOf(base)}>
      {({ handleSubmit, form, submitting, submitError }) => {
        const submit = submitFocusingFirstError(handleSubmit, form, KEYS, (name) => fieldId(name as (typeof KEYS)[number]));
        const undo = () => {
          if (!notice?.previous) return;
          form.initialize(notice.previous);
          save.undoNext();
          void submit();
        };
        return (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <fieldset css={fieldset}>
              <legend>{siteSettingsTexts.groups.giving}</legend>
              <p>{t.intro}</p>
              <FormField name="iban" label={t.labels.iban} hint={t.hints.iban} autoComplete="off" spellCheck={false} aria-required={false} />
              <FormField name="holder" label={t.labels.holder} hint={t.hints.holder} autoComplete="off" aria-required={false} />
              <FormField name="bic" label={t.labels.bic} hint={t.hints.bic} autoComplete="off" spellCheck={false} aria-required={false} />
              <FormField as="textarea" rows={4} name="linkHosts" label={t.labels.linkHosts} hint={t.hints.linkHosts} spellCheck={false} aria-required={false} />
            </fieldset>
            <SaveBar label={t.save} submitting={submitting} submitError={submitError} notice={notice?.text} onUndo={notice?.previous ? undo : undefined} />
          </form>
        );
      }}
    </Form>
  );
}

/** Loads the giving settings on its own, so the other forms of the section never wait for them. */
export function GivingSettingsForm() {
  const query = useGetGivingSettingsQuery();
  if (query.isError && !query.data) return <RetryAlert message={t.loadFailed} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p role="status">{t.loading}</p>;
  return <GivingForm data={query.data} refetch={query.refetch} />;
}
