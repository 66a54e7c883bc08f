/**
 * The users of the editing app as a beheerder manages them (GET/PATCH /api/admin/users, issue 15):
 * the list's rows and the change a beheerder may make. The API validates and serializes with them;
 * mf-beheer reads the same shapes as types from `@kerk/kit/api-types`.
 */
import { Type, type Static } from '@sinclair/typebox';

import { roleSchema } from './admin';

/** A row of GET /api/admin/users (and the answer of PATCH /api/admin/users/:id). */
export const managedUserSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  email: Type.String({ examples: ['scriba@example.org'] }),
  role: roleSchema,
  /** False: the account is switched off; it cannot sign in and has no sessions. */
  active: Type.Boolean(),
  /** False until the person has chosen a password with the link of the invitation. */
  passwordSet: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  /** The last successful sign-in (from the audit log), or null when never. */
  lastSignInAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ManagedUser = Static<typeof managedUserSchema>;

/** PATCH /api/admin/users/:id: a new role, switching the account off or on, or both. */
export const updateUserBodySchema = Type.Object(
  { role: Type.Optional(roleSchema), active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateUserBody = Static<typeof updateUserBodySchema>;
