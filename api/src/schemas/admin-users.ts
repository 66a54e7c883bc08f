/**
 * Schemas of the beheerder's user management (GET /api/admin/users, PATCH /api/admin/users/:id,
 * POST /api/admin/users/:id/link). Shapes from the kit (`@kerk/kit/api-schemas`); every route can
 * also answer 401, 403 and 429 as `{ code, message }` in Dutch.
 */
import { accountNoticeSchema, dataAnswerSchema, managedUserSchema, updateUserBodySchema } from '@kerk/kit/api-schemas';
import { Type } from '@sinclair/typebox';

import { adminErrors, csrfHeader, errorSchema, notFoundError } from './common';
import { idParamsSchema } from './paging';

const tags = ['admin'];

export const listUsersSchema = {
  tags,
  summary: 'Alle accounts (alleen beheerder)',
  description: 'Oudste eerst, met rol, of het account aan staat, of het wachtwoord al is ingesteld en de laatste keer aanmelden.',
  response: { 200: Type.Object({ data: Type.Array(managedUserSchema) }, { description: 'De accounts' }), ...adminErrors },
} as const;

export const updateUserSchema = {
  tags,
  summary: 'Rol wijzigen, account uit- of weer inschakelen (alleen beheerder)',
  description:
    'Uitschakelen beëindigt meteen alle sessies van het account. De laatste actieve beheerder kan geen redacteur worden en niet worden uitgeschakeld (409 last_beheerder); niemand schakelt zijn eigen account uit (409 deactivate_self).',
  headers: csrfHeader,
  params: idParamsSchema,
  body: updateUserBodySchema,
  response: {
    200: dataAnswerSchema(managedUserSchema, 'Het account na de wijziging'),
    404: notFoundError,
    409: errorSchema('De wijziging mag niet: de laatste beheerder, of het eigen account uitschakelen'),
    ...adminErrors,
  },
} as const;

export const sendLinkSchema = {
  tags,
  summary: 'Een nieuwe eenmalige link mailen (alleen beheerder)',
  description: 'Voor een uitnodiging die verlopen is of een vergeten wachtwoord; eerdere links van het account werken daarna niet meer.',
  headers: csrfHeader,
  params: idParamsSchema,
  response: {
    202: dataAnswerSchema(accountNoticeSchema, 'De link is verstuurd'),
    404: notFoundError,
    409: errorSchema('Het account is uitgeschakeld'),
    ...adminErrors,
  },
} as const;
