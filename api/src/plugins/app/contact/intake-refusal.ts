/**
 * How a visitor's form intake (the contact form, the Zijstroom sign-up) says no, and how the JSON
 * routes answer that: 429 with Retry-After for the quota, 400 for a malformed or an invalid form
 * (with the message per field). The plain HTML forms answer the same outcomes as a page.
 */
import type { FastifyReply } from 'fastify';

export type IntakeRefusal<Field extends string> =
  | { kind: 'quota'; retryAfterSeconds: number; message: string }
  | { kind: 'bad_request'; message: string }
  | { kind: 'invalid'; message: string; fields: Partial<Record<Field, string>> };

export function sendIntakeRefusal<Field extends string>(reply: FastifyReply, refusal: IntakeRefusal<Field>): FastifyReply {
  switch (refusal.kind) {
    case 'quota':
      return reply.code(429).header('retry-after', String(refusal.retryAfterSeconds)).send({ code: 'too_many_requests', message: refusal.message });
    case 'bad_request':
      return reply.code(400).send({ code: 'bad_request', message: refusal.message });
    case 'invalid':
      return reply.code(400).send({ code: 'validation_error', message: refusal.message, fields: refusal.fields });
  }
}
