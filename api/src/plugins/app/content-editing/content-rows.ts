/**
 * The mapping between a content type's fields and its table's columns, derived from the type's
 * declaration (`@kerk/kit/content-types`): rich text is cleaned with its preset (and its plain text
 * kept beside it where declared), plain text is stored as typed, a boolean as 0/1, a list as JSON.
 * Fields declared `column: false` are the type's own to map.
 */
import { checkFields, columnOf, isShown, normalAmount, type ChoiceOptions, type ContentType, type FieldDef } from '@kerk/kit/content-types';

import { normalIban } from '@kerk/kit/validation';

import { foreignImageIn, sanitizeByKind, toPlainText, tooLongFor, typedText } from '../../../lib/sanitize';

type Row = Record<string, unknown>;
type Values = Record<string, unknown>;

/** A plain text field's value as stored: what was typed ("Kerk & Co < 12 jaar" stays so; escaped on output). */
const plain = (value: unknown): string => typedText(typeof value === 'string' ? value : '');

const emptyOf = (field: FieldDef): unknown =>
  field.kind === 'boolean' ? false : field.kind === 'integer' || field.kind === 'photo' ? null : field.kind === 'lines' || field.kind === 'choices' || field.kind === 'dates' ? [] : '';

/** The values with every field the form hides (its `showWhen` not met) emptied: what is not shown is not kept. */
export function visibleValues(type: ContentType, values: Values): Values {
  const visible: Values = { ...values };
  for (const [name, field] of Object.entries(type.fields)) if (!isShown(field, values)) visible[name] = emptyOf(field);
  return visible;
}

function toColumn(field: FieldDef, value: unknown): unknown {
  switch (field.kind) {
    case 'rich':
      return sanitizeByKind(field.preset, typeof value === 'string' ? value : '');
    case 'boolean':
      return value === true ? 1 : 0;
    case 'lines':
      return JSON.stringify((Array.isArray(value) ? value : []).map(plain).filter(Boolean));
    case 'choices':
      return JSON.stringify([...new Set(Array.isArray(value) ? value.map(String) : [])]);
    case 'dates':
      // In order and once each, whatever order they were entered in.
      return JSON.stringify([...new Set(Array.isArray(value) ? value.map((day) => String(day).trim()) : [])].sort());
    case 'integer':
    case 'photo':
      return typeof value === 'number' ? value : null;
    case 'iban':
      return normalIban(value);
    case 'amount':
      return normalAmount(plain(value)) ?? '';
    default:
      return plain(value);
  }
}

function fromColumn(field: FieldDef, stored: unknown): unknown {
  switch (field.kind) {
    case 'boolean':
      return stored === 1 || stored === true;
    case 'lines':
    case 'choices':
    case 'dates':
      return typeof stored === 'string' && stored ? (JSON.parse(stored) as string[]) : [];
    case 'integer':
    case 'photo':
      return stored === null || stored === undefined ? null : Number(stored);
    default:
      return typeof stored === 'string' ? stored : '';
  }
}

/**
 * The columns of the type's stored fields, from values that passed the rules. A field left out of
 * `values` is left out of the columns (its stored value stays), but for an `integer` given as null.
 */
export function columnsOf(type: ContentType, values: Values): Row {
  const columns: Row = {};
  for (const [name, field] of Object.entries(type.fields)) {
    const column = columnOf(name, field);
    if (!column || !(name in values)) continue;
    const value = toColumn(field, values[name]);
    if (field.kind === 'integer' && value === null) continue;
    columns[column] = value;
    if (field.kind === 'rich' && field.plainColumn) columns[field.plainColumn] = toPlainText(value as string);
  }
  return columns;
}

/** The values of the type's stored fields, read from a row (or only those declared `public`). */
export function fieldsOf(type: ContentType, row: Row, { publicOnly = false } = {}): Values {
  const values: Values = {};
  for (const [name, field] of Object.entries(type.fields)) {
    const column = columnOf(name, field);
    if (!column || (publicOnly && !field.public)) continue;
    values[name] = fromColumn(field, row[column]);
  }
  return values;
}

/**
 * The Dutch messages of the values (only the fields with one): the declared rules, and a rich text
 * that still holds an image from another website (its placeholder must not be published) or is too
 * long once cleaned.
 */
export function checkContent(type: ContentType, values: Values, options: ChoiceOptions = {}): Record<string, string> {
  const errors = checkFields(type, values, options);
  for (const [name, field] of Object.entries(type.fields)) {
    if (field.kind !== 'rich' || errors[name] || typeof values[name] !== 'string') continue;
    const text = values[name] as string;
    const refused = foreignImageIn(field.preset, text) ?? tooLongFor(field.preset, sanitizeByKind(field.preset, text));
    if (refused) errors[name] = refused;
  }
  return errors;
}
