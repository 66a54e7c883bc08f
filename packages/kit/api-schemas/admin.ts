/**
 * The admin API's shapes (`/api/admin/*`, issue 15): who is signed in, the audit log, and the
 * bodies the editing app sends. The API validates and serializes with them; mf-beheer reads the
 * same shapes as types from `@kerk/kit/api-types`.
 */
import { Type, type Static } from '@sinclair/typebox';

import { ACCOUNT_LIMITS, AUDIT_ACTIONS, ROLES, type AuditAction, type Role } from '../accounts';
import { stringEnum } from './schema-helpers';

export type { AuditAction, Role };

export const roleSchema = stringEnum(ROLES, { description: 'beheerder: alles, ook accounts en instellingen; redacteur: de inhoud' });

export const adminUserSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  email: Type.String({ examples: ['scriba@example.org'] }),
  role: roleSchema,
});
export type AdminUser = Static<typeof adminUserSchema>;

/** GET /api/admin/session (and the answer of signing in). */
export const adminSessionSchema = Type.Object({
  user: adminUserSchema,
  /** Sent back in the `X-CSRF-Token` header of every state-changing admin call. */
  csrfToken: Type.String({ description: 'Meesturen in de header X-CSRF-Token bij elke wijziging' }),
  /** When the session ends without activity (30 minutes after the last call); warn before it. */
  idleExpiresAt: Type.String({ format: 'date-time' }),
  /** When the session ends whatever happens (12 hours after signing in). */
  absoluteExpiresAt: Type.String({ format: 'date-time' }),
  /** The server's clock when it answered: the app measures the time left against this, not its own clock. */
  now: Type.String({ format: 'date-time' }),
});
export type AdminSession = Static<typeof adminSessionSchema>;

/** An item of GET /api/admin/audit, newest first. */
export const auditEntrySchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  at: Type.String({ format: 'date-time' }),
  /** The e-mail address of who did it; '' for the command line or an unknown visitor. */
  actor: Type.String(),
  action: stringEnum(AUDIT_ACTIONS),
  /** What it was done to (an e-mail address); '' when nothing in particular. */
  subject: Type.String(),
  ip: Type.String(),
});
export type AuditEntry = Static<typeof auditEntrySchema>;

/** A Dutch sentence to show as it is (password set, reset mail requested, invitation sent). */
export const accountNoticeSchema = Type.Object({ message: Type.String() });
export type AccountNotice = Static<typeof accountNoticeSchema>;

const emailField = Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.email, examples: ['scriba@example.org'] });
const passwordField = Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.passwordMax });

/** POST /api/admin/session */
export const signInBodySchema = Type.Object({ email: emailField, password: passwordField }, { additionalProperties: false });
export type SignInBody = Static<typeof signInBodySchema>;

/** POST /api/admin/password: the token of a one-time link and the new password. */
export const setPasswordBodySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100 }), password: Type.String({ maxLength: ACCOUNT_LIMITS.passwordMax }) },
  { additionalProperties: false },
);
export type SetPasswordBody = Static<typeof setPasswordBodySchema>;

/** POST /api/admin/password/check: a one-time link's token, to check without using it. */
export const checkPasswordLinkBodySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type CheckPasswordLinkBody = Static<typeof checkPasswordLinkBodySchema>;

/** The states of a one-time link: it can set a password, or why not. */
export const PASSWORD_LINK_STATES = ['usable', 'used', 'expired', 'invalid'] as const;

/**
 * The answer of POST /api/admin/password/check: whether the link can still set a password, and
 * when it cannot, the Dutch sentence saying why and what to do (the one POST /password would give).
 */
export const passwordLinkSchema = Type.Object({
  state: stringEnum(PASSWORD_LINK_STATES, { description: 'usable: het wachtwoord kan worden gekozen; used, expired, invalid: niet (meer)' }),
  message: Type.Optional(Type.String({ description: 'Bij used, expired en invalid: wat er aan de hand is en wat u kunt doen' })),
});
export type PasswordLink = Static<typeof passwordLinkSchema>;

/** POST /api/admin/password-reset ("Wachtwoord vergeten"). */
export const passwordResetBodySchema = Type.Object({ email: emailField }, { additionalProperties: false });
export type PasswordResetBody = Static<typeof passwordResetBodySchema>;

/** POST /api/admin/users: invite someone by e-mail. */
export const inviteBodySchema = Type.Object({ email: emailField, role: roleSchema }, { additionalProperties: false });
export type InviteBody = Static<typeof inviteBodySchema>;
