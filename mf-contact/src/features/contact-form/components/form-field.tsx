/** This form's fields: the kit's labelled, final-form-bound control (`@kerk/kit/form-field`). */
import { createFormField } from '@kerk/kit/form-field';

import type { ContactField } from '../utils/contact-validation';

export const { FormField, fieldId } = createFormField<ContactField>('contact');
