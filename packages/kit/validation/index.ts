/**
 * Validation rules of spec §5, one module for every remote (final-form field validators) and the
 * API (same functions, same Dutch messages). A validator answers a message or `undefined`.
 */
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

import { validation as msg } from '../texts/nl/validation';

export type Validator = (value: unknown) => string | undefined;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** '{field} is verplicht' for an empty (or whitespace-only) value. */
export const required = (field: string): Validator => (value) => (text(value).trim() === '' ? msg.required(field) : undefined);

/** Loose e-mail pattern of spec §5: text, at-sign, text. Empty passes (combine with `required`). */
export const email = (field: string): Validator => (value) => {
  const v = text(value).trim();
  return v === '' || /^[^\s@]+@[^\s@]+$/.test(v) ? undefined : msg.invalid(field);
};

/** At least `min` characters (after trimming); empty passes. */
export const minLength = (field: string, min: number): Validator => (value) => {
  const v = text(value).trim();
  return v === '' || v.length >= min ? undefined : msg.minLength(field, min);
};

/** At most `max` characters. */
export const maxLength = (field: string, max: number): Validator => (value) =>
  text(value).length <= max ? undefined : msg.maxLength(field, max);

/** Equal to `expected` (a value or a getter), else the custom message. */
export const equal = (expected: unknown | (() => unknown), message: string): Validator => (value) => {
  const target = typeof expected === 'function' ? (expected as () => unknown)() : expected;
  return text(value) === text(target) ? undefined : message;
};

/** Matches `pattern`, else the custom message; empty passes. */
export const regex = (pattern: RegExp, message: string): Validator => (value) => {
  const v = text(value);
  return v === '' || pattern.test(v) ? undefined : message;
};

const ZIPCODE = { NL: /^[1-9]\d{3} [A-Za-z]{2}$/, BE: /^[1-9]\d{3}$/ };

/** Optional Dutch or Belgian postcode; other countries are checked as NL (spec §5). */
export const zipcode = (country: string = 'NL'): Validator => (value) => {
  const v = text(value);
  if (v === '') return undefined;
  const pattern = country.toUpperCase() === 'BE' ? ZIPCODE.BE : ZIPCODE.NL;
  return pattern.test(v) ? undefined : msg.zipcode;
};

/**
 * A phone number as people write it: digits with spaces, dashes, dots or brackets, optionally one
 * leading `+` (`024 123 12 34`, `06-12345678`, `+31 (0)24 1231234`); 8 to 15 digits. Empty passes.
 */
export const phone = (field: string): Validator => (value) => {
  const v = text(value).trim();
  if (v === '') return undefined;
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(v) && digits >= 8 && digits <= 15 ? undefined : msg.invalid(field);
};

/** A complete web address starting with `https://` (a link to a social page); empty passes. */
export const httpsUrl = (field: string): Validator => (value) => {
  const v = text(value).trim();
  if (v === '') return undefined;
  if (!/^https:\/\/\S+$/i.test(v) || !URL.canParse(v)) return msg.httpsUrl(field);
  const { hostname } = new URL(v);
  return hostname.includes('.') && !hostname.endsWith('.') ? undefined : msg.httpsUrl(field);
};

/** The Dutch message of a wrong account number (issue 34). */
export const IBAN_MESSAGE = 'Dit rekeningnummer klopt niet. Controleer het IBAN.';

/** An IBAN as written, without spaces and in capitals (`nl91 abna 0417 1643 00` → `NL91ABNA0417164300`). */
export const normalIban = (value: unknown): string => electronicFormatIBAN(text(value).trim()) ?? '';

/** An IBAN whose checksum and country format are right (ibantools); spaces allowed; empty passes. */
export const iban: Validator = (value) => {
  const v = text(value).trim();
  return v === '' || isValidIBAN(normalIban(v)) ? undefined : IBAN_MESSAGE;
};

/** Runs validators in order and answers the first message. */
export const compose = (...validators: Validator[]): Validator => (value) => {
  for (const validate of validators) {
    const error = validate(value);
    if (error) return error;
  }
  return undefined;
};

/** Validates an object against a rule table; answers only the fields with a message. */
export function validateAll<T extends Record<string, unknown>>(
  values: T,
  rules: Partial<Record<keyof T, Validator>>,
): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const error = rules[key]?.(values[key]);
    if (error) errors[key] = error;
  }
  return errors;
}

/**
 * A record id in a page path (an article's or an event's): digits, 1 … 2^31−1, what the API's ids
 * can be. Anything else cannot be a record, so it is a 404 without asking (pages and the API's
 * page answers alike).
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A page number in the URL (`?pagina=2`): a positive whole number; anything else (missing, 0, 'abc') is page 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
