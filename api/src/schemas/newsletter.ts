/** Schemas of Zijstroom's public API: the sign-up, the archive of sent issues and one issue. */
import { dataAnswerSchema } from '@kerk/kit/api-schemas';
import { newsletter } from '@kerk/kit/newsletter';
import { Type } from '@sinclair/typebox';

import { commonErrors, notFoundError } from './common';

const { limits } = newsletter;

/** Optional on purpose, as the contact form's: the handler checks them with the kit's rules and answers one 400 per field. */
export const signUpBodySchema = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: limits.email, examples: ['anna@example.org'] })),
    name: Type.Optional(Type.String({ maxLength: limits.name, examples: ['Anna de Vries'] })),
    website: Type.Optional(Type.String({ maxLength: 500, description: 'Honeypot: blijft leeg; ingevuld gebeurt er stil niets' })),
  },
  { additionalProperties: false },
);

export const postSignUpSchema = {
  tags: ['zijstroom'],
  summary: 'Aanmelden voor Zijstroom per e-mail (dubbele bevestiging)',
  description:
    'Elk goed gevormd adres krijgt hetzelfde antwoord, of het nieuw, bekend of afgemeld is. Een bevestigingsmail gaat hoogstens eens per 10 minuten naar één adres; ' +
    'maximaal 5 aanmeldingen per 10 minuten per IP-adres.',
  body: signUpBodySchema,
  response: { 202: dataAnswerSchema(Type.Object({ message: Type.String({ examples: [newsletter.answer] }) }), 'Aanmelding aangenomen'), ...commonErrors },
} as const;

const issueSummarySchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  sentAt: Type.String({ description: 'ISO-tijdstip waarop de uitgave is verstuurd' }),
});

export const getIssuesSchema = {
  tags: ['zijstroom'],
  summary: 'Het archief: de verstuurde uitgaven van Zijstroom, nieuwste eerst',
  response: { 200: dataAnswerSchema(Type.Array(issueSummarySchema), 'De verstuurde uitgaven'), ...commonErrors },
} as const;

export const getIssueSchema = {
  tags: ['zijstroom'],
  summary: 'Eén verstuurde uitgave van Zijstroom',
  params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) }),
  response: {
    200: dataAnswerSchema(Type.Composite([issueSummarySchema, Type.Object({ body: Type.String({ description: 'HTML (voorinstelling full)' }) })]), 'De uitgave'),
    404: notFoundError,
    ...commonErrors,
  },
} as const;

export const getZijstroomRssSchema = {
  tags: ['zijstroom'],
  summary: 'De 20 nieuwste verstuurde uitgaven van Zijstroom als RSS 2.0-feed',
  produces: ['application/rss+xml'],
  response: {
    200: { description: 'RSS 2.0 (application/rss+xml) met absolute links', content: { 'application/rss+xml': { schema: { type: 'string' } } } },
    ...commonErrors,
  },
} as const;
