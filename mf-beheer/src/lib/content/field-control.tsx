/**
 * One field of a content type's form, by its kind (from the type's declaration): a text box, a text
 * area, the rich-text editor with its preset, a check box, a date or time, a link, a number, a photo
 * from the library, a list of days, a choice (select) or several (check boxes). The label, help and rules come from
 * the declaration; the kit's form field ties messages to the control.
 */
import { css } from '@emotion/react';
import type { FieldDef } from '@kerk/kit/content-types';
import { createFormField } from '@kerk/kit/form-field';
import { useId } from 'react';
import { Field, useField } from 'react-final-form';

import { PhotoField } from '../photo-field';
import { DatesControl } from './dates-control';
import { RichTextEditor } from '../rich-text/rich-text-editor';

/** An option of a choice: its stored value and what the editor reads. */
export interface Option {
  value: string;
  label: string;
}

export interface FieldControlProps {
  /** The form's name, for the controls' ids (`<form>-<field>`). */
  form: string;
  name: string;
  field: FieldDef;
  /** The options of a choice whose options come from data (the churches, the villages). */
  options?: readonly Option[];
  /** A photo field's current photo and drawing (from the item). */
  picture?: { src: string; srcset: string; alt: string } | null;
  drawing?: string;
}

const INPUT_TYPES: Partial<Record<FieldDef['kind'], string>> = { date: 'date', time: 'time', url: 'url', email: 'email', phone: 'tel', integer: 'number' };

const labelStyle = css`font-weight: 600; margin: 0 0 0.25rem;`;
const helpStyle = (t: import('@emotion/react').Theme) => css`margin: ${t.space(1)} 0 0; color: ${t.colors.textMuted}; font-size: 0.95rem;`;

function RichControl({ form, name, field }: { form: string; name: string; field: Extract<FieldDef, { kind: 'rich' }> }) {
  const { input, meta } = useField<string>(name);
  const id = `${form}-${name}`;
  const error: string | undefined = (meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError) || undefined;
  return (
    <div css={(t) => css`margin-bottom: ${t.space(5)};`}>
      <p id={`${id}-label`} css={labelStyle}>
        {field.label}
      </p>
      <RichTextEditor preset={field.preset} label={field.label} initialHtml={input.value ?? ''} onChange={input.onChange} describedBy={error ? `${id}-error` : field.help ? `${id}-hint` : undefined} />
      {field.help ? (
        <p id={`${id}-hint`} css={helpStyle}>
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" css={(t) => css`margin: ${t.space(1)} 0 0; color: ${t.colors.danger}; font-weight: 600;`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CheckControl({ name, field }: { name: string; field: FieldDef }) {
  const hint = useId();
  return (
    <div css={(t) => css`margin-bottom: ${t.space(5)};`}>
      <label css={css`display: inline-flex; align-items: center; gap: 0.6rem; min-height: 44px; font-weight: 600;`}>
        <Field name={name} type="checkbox" component="input" aria-describedby={field.help ? hint : undefined} css={css`width: 1.4rem; height: 1.4rem;`} />
        {field.label}
      </label>
      {field.help ? (
        <p id={hint} css={helpStyle}>
          {field.help}
        </p>
      ) : null}
    </div>
  );
}

function ChoicesControl({ name, field, options }: { name: string; field: FieldDef; options: readonly Option[] }) {
  const hint = useId();
  return (
    <fieldset aria-describedby={field.help ? hint : undefined} css={(t) => css`border: 0; padding: 0; margin: 0 0 ${t.space(5)};`}>
      <legend css={css`font-weight: 600; padding: 0;`}>{field.label}</legend>
      {field.help ? (
        <p id={hint} css={css`margin: 0 0 0.25rem;`}>
          {field.help}
        </p>
      ) : null}
      <div css={css`display: flex; flex-wrap: wrap; gap: 0 1.25rem;`}>
        {options.map((option) => (
          <label key={option.value} css={css`display: inline-flex; align-items: center; gap: 0.5rem; min-height: 44px;`}>
            <Field name={name} type="checkbox" value={option.value} component="input" css={css`width: 1.3rem; height: 1.3rem;`} /> {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One field component per form, made once (a component made during render would remount every time). */
const formFields = new Map<string, ReturnType<typeof createFormField<string>>['FormField']>();
const formFieldOf = (form: string) => {
  if (!formFields.has(form)) formFields.set(form, createFormField<string>(form).FormField);
  return formFields.get(form)!;
};

export function FieldControl({ form, name, field, options = [], picture, drawing }: FieldControlProps) {
  const FormField = formFieldOf(form);
  const required = { 'aria-required': field.required === true };
  switch (field.kind) {
    case 'rich':
      return <RichControl form={form} name={name} field={field} />;
    case 'boolean':
      return <CheckControl name={name} field={field} />;
    case 'photo':
      return <PhotoField name={name} id={`${form}-${name}`} picture={picture} drawing={drawing} />;
    case 'dates':
      return <DatesControl form={form} name={name} field={field} />;
    case 'choices':
      return <ChoicesControl name={name} field={field} options={options} />;
    case 'choice': {
      const all = field.extra ? [...options, field.extra] : options;
      return (
        <FormField name={name} label={field.label} hint={field.help} as="select" {...required}>
          <option value="">{field.placeholder ?? ''}</option>
          {all.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FormField>
      );
    }
    case 'longText':
    case 'lines':
      return <FormField name={name} label={field.label} hint={field.help} as="textarea" rows={field.kind === 'lines' ? 3 : 4} {...required} />;
    default: {
      const limits = field.kind === 'integer' ? { min: field.min, max: field.max, inputMode: 'numeric' as const } : {};
      return <FormField name={name} label={field.label} hint={field.help} type={INPUT_TYPES[field.kind] ?? 'text'} {...limits} {...required} />;
    }
  }
}
