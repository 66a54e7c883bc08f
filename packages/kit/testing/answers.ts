/**
 * Test helper: an answer of the API checked against its one declaration (the kit's TypeBox schemas
 * in `api-schemas`), as `api/test/schemas/answers.test.ts` checks the real API's: Ajv, strict, all
 * errors. A web test's fixture or a fake server's answer that lacks a declared field, or has one of
 * the wrong type, then fails the test, naming the field, instead of passing against a shape the API
 * never gives. For tests only: this module carries the TypeBox runtime and Ajv.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const ajv = addFormats(new Ajv({ allErrors: true, strict: true }));
const compiled = new WeakMap<TSchema, ValidateFunction>();

const describe = (error: ErrorObject) => `${error.instancePath || '(the answer)'} ${error.message ?? ''}${error.keyword === 'required' ? '' : `: ${JSON.stringify(error.params)}`}`;

/** Throws, naming `what` and each field that does not match, unless `value` fits `schema`. */
export function checkAnswer(schema: TSchema, value: unknown, what: string): void {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return;
  const errors = (validate.errors ?? []).map(describe).join('\n  ');
  throw new Error(`${what} does not match its answer schema:\n  ${errors}`);
}

/**
 * A fixture as the API answers it: typed by the schema, and checked against it when the test runs,
 * so a field added to the declaration (e.g. a service's `music`) fails the fixtures that lack it.
 */
export function fixture<S extends TSchema>(schema: S, value: Static<S>, what = 'A fixture'): Static<S> {
  checkAnswer(schema, value, what);
  return value;
}
