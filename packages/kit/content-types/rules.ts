/**
 * The rules of a content type's fields, derived from its declaration: one function for the editing
 * form (before sending) and the API (again on every save), with the same Dutch messages. A type's
 * own rules between fields (an end after its start, a stream link when streamed) stay with the type.
 */
import { isCalendarDate } from '../dates/calendar';
import { texts } from '../texts/nl';
import { email, httpsUrl, iban, IBAN_MESSAGE, phone, zipcode } from '../validation';
import type { ContentType } from './define';
import type { FieldDef } from './fields';

const { validation } = texts;

export const fieldMessages = {
  date: 'Vul een datum in, bijvoorbeeld 6-12-2026.',
  time: 'Vul een tijd in, bijvoorbeeld 10:00.',
  integer: (min: number, max: number) => `Vul een getal in van ${min} tot en met ${max}.`,
  choice: (label: string) => `Kies bij ${label.toLowerCase()} een van de mogelijkheden.`,
  tooMany: (label: string, max: number) => `Bij ${label.toLowerCase()} passen er hoogstens ${max}.`,
  url: (label: string) => `${label} moet een link zijn die begint met https://`,
  amount: 'Vul een bedrag in euro in, bijvoorbeeld 10 of 12,50.',
} as const;

const AMOUNT = /^\d{1,6}([.,]\d{1,2})?$/;

/** `12,5` → `12.50`; null when it is no amount from 0,01 up to 999999,99 euro. */
export function normalAmount(value: string): string | null {
  const text = value.trim().replace(/^€\s*/, '');
  if (!AMOUNT.test(text)) return null;
  const amount = Number(text.replace(',', '.'));
  return amount >= 0.01 ? amount.toFixed(2) : null;
}

const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;

/** `9.30` or `09:30` → `09:30`; null when it is no time of day. */
export function normalTime(value: string): string | null {
  const match = TIME.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

/** An https link whose host is one of `hosts` or a subdomain of one (no user or password in it). */
export function isLinkTo(value: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** The option values a choice may take, where they come from data (the churches, the villages). */
export type ChoiceOptions = Partial<Record<'churches' | 'locations' | 'purposes', readonly string[]>>;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Whether the form shows (and the rules check) a field, given the other values. */
export function isShown(field: FieldDef, values: Record<string, unknown>): boolean {
  const when = field.showWhen;
  if (!when) return true;
  const value = values[when.field];
  return 'is' in when ? value === when.is : value !== when.not;
}

function optionValues(field: Extract<FieldDef, { kind: 'choice' | 'choices' }>, options: ChoiceOptions): readonly string[] | undefined {
  const source = field.options;
  const values = 'values' in source ? source.values.map((o) => o.value) : options[source.from];
  return values && field.extra ? [...values, field.extra.value] : values;
}

/**
 * How long a text is, as the API's schema counts it (JSON Schema's `maxLength`: characters, an emoji
 * one), and as sent, untrimmed: the schema and the rules refuse the same values with one `max`.
 */
export const lengthOf = (value: unknown): number => (typeof value === 'string' ? Array.from(value).length : 0);

/** The message for a value longer than its field's declared `max`. */
function tooLongMessage(field: Extract<FieldDef, { max: number }>): string {
  if (field.kind === 'iban') return IBAN_MESSAGE;
  if (field.kind === 'amount') return field.invalidMessage ?? fieldMessages.amount;
  return validation.maxLength(field.label, field.max);
}

/** The message when a text (or a list's line) is longer than its declared `max`, spaces and all; else undefined. */
function lengthMessage(field: FieldDef, value: unknown): string | undefined {
  if (field.kind === 'integer' || !('max' in field)) return undefined;
  const texts = field.kind === 'lines' ? (Array.isArray(value) ? value : []) : [value];
  return texts.some((text) => lengthOf(text) > field.max) ? tooLongMessage(field) : undefined;
}

/** The message of one field's value, or undefined. */
export function checkField(field: FieldDef, value: unknown, options: ChoiceOptions = {}): string | undefined {
  if (field.kind === 'lines' && Array.isArray(value) && value.length > field.maxItems) return fieldMessages.tooMany(field.label, field.maxItems);
  const tooLong = lengthMessage(field, value);
  if (tooLong) return tooLong;
  if (isEmpty(value)) return field.required ? (field.requiredMessage ?? validation.required(field.label)) : undefined;
  return checkValue(field, value, options);
}

function checkValue(field: FieldDef, value: unknown, options: ChoiceOptions): string | undefined {
  const { label, invalidMessage } = field;
  const text = typeof value === 'string' ? value.trim() : '';
  switch (field.kind) {
    case 'url':
      if (field.hosts) return isLinkTo(text, field.hosts) ? undefined : (field.hostsMessage ?? fieldMessages.url(label));
      return httpsUrl(label)(text);
    case 'email':
      return email(label)(text);
    case 'phone':
      return phone(label)(text);
    case 'zipcode':
      return zipcode('NL')(text);
    case 'iban':
      return iban(text);
    case 'amount':
      return normalAmount(text) ? undefined : (invalidMessage ?? fieldMessages.amount);
    case 'date':
      return isCalendarDate(text) ? undefined : (invalidMessage ?? fieldMessages.date);
    case 'dates': {
      const days = value as string[];
      if (days.length > field.maxItems) return fieldMessages.tooMany(label, field.maxItems);
      return days.every((day) => isCalendarDate(day)) ? undefined : (invalidMessage ?? fieldMessages.date);
    }
    case 'time':
      return normalTime(text) ? undefined : (invalidMessage ?? fieldMessages.time);
    case 'integer': {
      const n = Number(value);
      return Number.isInteger(n) && n >= field.min && n <= field.max ? undefined : (invalidMessage ?? fieldMessages.integer(field.min, field.max));
    }
    case 'choice':
    case 'choices': {
      const allowed = optionValues(field, options);
      const chosen = field.kind === 'choice' ? [text] : (value as string[]);
      return !allowed || chosen.every((v) => allowed.includes(v)) ? undefined : (invalidMessage ?? fieldMessages.choice(label));
    }
    default:
      return undefined;
  }
}

/** The messages of a type's fields (only the fields with one); fields the form hides are not checked. */
export function checkFields(type: ContentType, values: Record<string, unknown>, options: ChoiceOptions = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(type.fields)) {
    if (!isShown(field, values)) continue;
    const error = checkField(field, values[name], options);
    if (error) errors[name] = error;
  }
  return errors;
}
