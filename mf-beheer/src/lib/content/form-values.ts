/**
 * A content type's values in the editing form and in the API, by kind (from the type's declaration):
 * a list of short texts is one line each in a text box, a number is typed as text, the rest is the
 * same on both sides. Also what a form starts from for a new item, and whether two values differ.
 */
import type { ContentType, FieldDef } from '@kerk/kit/content-types';
import { formatDay } from '@kerk/kit/dates';

import { contentTexts } from '../../texts';

export type FormValues = Record<string, unknown>;

const emptyFormValue = (field: FieldDef): unknown =>
  field.kind === 'boolean' ? false : field.kind === 'photo' ? null : field.kind === 'choices' || field.kind === 'dates' ? [] : '';

function toForm(field: FieldDef, value: unknown): unknown {
  if (value === undefined || value === null) return emptyFormValue(field);
  if (field.kind === 'lines') return Array.isArray(value) ? value.join('\n') : String(value);
  if (field.kind === 'integer') return String(value);
  return value;
}

function toApi(field: FieldDef, value: unknown): unknown {
  switch (field.kind) {
    case 'lines':
      return String(value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    case 'integer': {
      const text = String(value ?? '').trim();
      return text === '' ? null : Number(text);
    }
    case 'boolean':
      return value === true;
    case 'photo':
      return typeof value === 'number' ? value : null;
    case 'choices':
      return Array.isArray(value) ? value : [];
    case 'dates':
      // A row added but left empty is no day.
      return Array.isArray(value) ? value.filter((day) => typeof day === 'string' && day.trim() !== '') : [];
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** The form's values of an item (or of a new one, from `defaults`), for every declared field. */
export function formValuesOf(type: ContentType, item?: Record<string, unknown>, defaults: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(type.fields)) values[name] = toForm(field, item ? item[name] : defaults[name]);
  return values;
}

/** What the API is sent for the form's values: every declared field, by kind. */
export function bodyOf(type: ContentType, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(type.fields)) body[name] = toApi(field, values[name]);
  return body;
}

/** The API's values of the form's values (for the kit's rules, which check what the API gets). */
export const apiValuesOf = bodyOf;

/** Whether two form values differ (lists and texts compared by content; empty and missing alike). */
export function differs(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.replace(/\r\n/g, '\n') : JSON.stringify(v));
  return norm(a) !== norm(b);
}

/** A value as the editor reads it on the conflict screen: a church's name for its slug, "ja" for true. */
export function displayValue(type: ContentType, options: Partial<Record<'churches' | 'locations' | 'purposes', readonly { value: string; label: string }[]>>, name: string, value: unknown): string {
  const field = type.fields[name];
  if (!field) return String(value ?? '');
  if (field.kind === 'boolean') return value ? contentTexts.conflict.yes : contentTexts.conflict.no;
  if (field.kind === 'photo') return value ? `Foto ${String(value)}` : '';
  if (field.kind === 'dates') return Array.isArray(value) ? value.map((day) => formatDay(String(day))).join(', ') : '';
  if (field.kind === 'choice' || field.kind === 'choices') {
    const all = [...('values' in field.options ? field.options.values : (options[field.options.from] ?? [])), ...(field.kind === 'choice' && field.extra ? [field.extra] : [])];
    const label = (v: unknown) => all.find((o) => o.value === v)?.label ?? String(v ?? '');
    return Array.isArray(value) ? value.map(label).join(', ') : label(value);
  }
  return typeof value === 'string' ? value : Array.isArray(value) ? value.join('\n') : String(value ?? '');
}
