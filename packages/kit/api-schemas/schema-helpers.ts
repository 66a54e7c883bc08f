/**
 * Two shapes TypeBox writes differently from the JSON Schema this API has always published: a
 * string enum (TypeBox's union of literals would become `anyOf`) and a nullable number
 * (`type: [..., 'null']`, not `anyOf`). Kept as they were, so the OpenAPI document and the
 * serializer's output do not change.
 */
import { Type, type SchemaOptions } from '@sinclair/typebox';

/** `{ type: 'string', enum }`, typed as the union of its values. */
export const stringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** `{ type: ['number', 'null'] }`: a number that may be null. */
export const nullableNumber = (options: SchemaOptions = {}) => Type.Unsafe<number | null>({ type: ['number', 'null'], ...options });
