/**
 * Schemas of the admin API (`/api/admin/*`, issue 15). Bodies and answers are the kit's
 * (`@kerk/kit/api-schemas`); every route can also answer 401 (no session), 403 (wrong role, a
 * missing CSRF token or a foreign origin) and 429, as `{ code, message }` in Dutch.
 */
import {
  accountNoticeSchema,
  adminSessionSchema,
  adminUserSchema,
  auditEntrySchema,
  checkPasswordLinkBodySchema,
  dataAnswerSchema,
  inviteBodySchema,
  listAnswerSchema,
  passwordLinkSchema,
  passwordResetBodySchema,
  setPasswordBodySchema,
  signInBodySchema,
} from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { adminErrors, commonErrors, csrfHeader, errorSchema } from './common';
import { listQuerySchema } from './paging';

export const AUDIT_MAX_PAGE_SIZE = 100;

const tags = ['admin'];

/** The errors of a route that needs a session. */
const noContent = Type.Null({ description: 'Gelukt; geen inhoud' });
const session = dataAnswerSchema(adminSessionSchema, 'Wie is aangemeld, met de verlooptijden en de CSRF-token');

/** A refusal that says how long to wait (also in the Retry-After header, in seconds). */
const waitError = (description: string) =>
  Type.Object({ ...errorSchema().properties, retryAfterMinutes: Type.Optional(Type.Integer({ minimum: 1, description: 'Hele minuten tot het weer kan, naar boven afgerond' })) }, { description });

export const signInSchema = {
  tags,
  summary: 'Aanmelden',
  description:
    'Zet een nieuwe sessiecookie (elke keer een nieuwe sessie). Na 5 mislukte pogingen per adres of 20 per IP-adres binnen 15 minuten: 15 minuten geblokkeerd (429, met de minuten die de blokkade nog duurt). Pogingen worden in de database geteld vóór het wachtwoord wordt gecontroleerd, dus ook over meerdere API-instanties heen nooit meer dan de grens.',
  body: signInBodySchema,
  response: {
    200: session,
    401: errorSchema('E-mailadres of wachtwoord niet juist'),
    403: errorSchema('Verzoek van een andere website'),
    ...commonErrors,
    429: waitError('Te veel mislukte pogingen (of verzoeken): tijdelijk geblokkeerd'),
  },
} as const;

export const getSessionSchema = {
  tags,
  summary: 'Wie is aangemeld',
  description: 'Verlengt de sessie niet: de app kan vragen hoe lang de sessie nog duurt en op tijd waarschuwen.',
  response: { 200: session, ...adminErrors },
} as const;

export const renewSessionSchema = {
  tags,
  summary: 'Aangemeld blijven',
  description: 'Verlengt de sessie (30 minuten vanaf nu, nooit voorbij de 12 uur na het aanmelden).',
  headers: csrfHeader,
  response: { 200: session, ...adminErrors },
} as const;

export const signOutSchema = { tags, summary: 'Afmelden', headers: csrfHeader, response: { 204: noContent, ...adminErrors } } as const;
export const signOutEverywhereSchema = { tags, summary: 'Overal afmelden (alle sessies van deze gebruiker)', headers: csrfHeader, response: { 204: noContent, ...adminErrors } } as const;

const notice = (description: string) => dataAnswerSchema(accountNoticeSchema, description);

export const setPasswordSchema = {
  tags,
  summary: 'Wachtwoord instellen met een eenmalige link',
  description: 'De link werkt 24 uur en één keer. Een nieuw wachtwoord beëindigt alle sessies van het account.',
  body: setPasswordBodySchema,
  response: { 200: notice('Wachtwoord ingesteld'), 403: errorSchema('Verzoek van een andere website'), ...commonErrors },
} as const;

export const checkPasswordLinkSchema = {
  tags,
  summary: 'Een eenmalige link controleren (zonder hem te gebruiken)',
  description:
    'Zegt of de link nog een wachtwoord kan instellen, en anders waarom niet (al gebruikt, verlopen, niet geldig) met wat de gebruiker kan doen. Verraadt geen e-mailadres. Per client 30 keer per uur.',
  body: checkPasswordLinkBodySchema,
  response: { 200: dataAnswerSchema(passwordLinkSchema, 'De toestand van de link'), 403: errorSchema('Verzoek van een andere website'), ...commonErrors, 429: waitError('Te vaak een link gecontroleerd') },
} as const;

export const passwordResetSchema = {
  tags,
  summary: 'Wachtwoord vergeten',
  description: 'Altijd hetzelfde antwoord, of het adres bestaat of niet; een bekend, actief account krijgt een link per e-mail.',
  body: passwordResetBodySchema,
  response: { 202: notice('Aanvraag ontvangen'), 403: errorSchema('Verzoek van een andere website'), ...commonErrors },
} as const;

export const inviteSchema = {
  tags,
  summary: 'Iemand uitnodigen (alleen beheerder)',
  description: 'Maakt het account aan en mailt een eenmalige link om het wachtwoord te kiezen.',
  headers: csrfHeader,
  body: inviteBodySchema,
  response: { 201: dataAnswerSchema(adminUserSchema, 'Uitgenodigd'), 409: errorSchema('Er is al een account met dit adres'), ...adminErrors },
} as const;

export const auditSchema = {
  tags,
  summary: 'Het auditlog, nieuwste eerst (alleen beheerder)',
  querystring: listQuerySchema({ items: 'Regels', defaultPageSize: 50, maxPageSize: AUDIT_MAX_PAGE_SIZE }),
  response: { 200: listAnswerSchema(auditEntrySchema, 'Een pagina van het auditlog'), ...adminErrors },
} as const;
