/** The section's fields: the kit's labelled, final-form-bound control (`@kerk/kit/form-field`), one per form. */
import type { SettingKey } from '@kerk/kit/api-types';
import { createFormField } from '@kerk/kit/form-field';

export const settingsField = createFormField<SettingKey>('instellingen');

/** Named by contact type key. */
export const recipientField = createFormField<string>('ontvanger');

/** "Geven en collecte": the giving settings' fields. */
export const givingField = createFormField<'iban' | 'holder' | 'bic' | 'linkHosts'>('geven');
