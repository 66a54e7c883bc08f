/** Schemas of the contact form: the type list and the message submission (spec §3). */
import { contactReceiptSchema, contactTypeSchema, dataAnswerSchema } from '@kerk/kit/api-schemas';
import { contact } from '@kerk/kit/contact';
import { Type } from '@sinclair/typebox';

import { commonErrors, errorSchema } from './common';

const { limits } = contact;

export const getContactTypesSchema = {
  tags: ['contact'],
  summary: 'De soorten contact van het contactformulier, in vaste volgorde',
  response: { 200: dataAnswerSchema(Type.Array(contactTypeSchema), 'De soorten contact'), ...commonErrors },
} as const;

/**
 * Every field is optional here on purpose: the handler checks them all with the kit's rules and
 * answers one 400 listing every problem, as the form shows them. The bounds below are the same
 * limits, so OpenAPI documents them; additional properties are dropped.
 */
export const contactBodySchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: limits.name, examples: ['Anna de Vries'] })),
    email: Type.Optional(Type.String({ maxLength: limits.email, examples: ['anna@example.org'] })),
    subject: Type.Optional(Type.String({ maxLength: limits.subject, examples: ['Doopdienst in juni'] })),
    message: Type.Optional(Type.String({ minLength: limits.messageMin, maxLength: limits.messageMax })),
    contactType: Type.Optional(Type.String({ maxLength: 50, examples: ['kerkenraad'], description: 'Een `key` uit GET /api/contact-types' })),
    website: Type.Optional(Type.String({ maxLength: 500, description: 'Honeypot: blijft leeg; ingevuld wordt het bericht stil genegeerd' })),
  },
  { additionalProperties: false },
);

export const postContactSchema = {
  tags: ['contact'],
  summary: 'Een contactbericht versturen',
  description:
    'Het bericht wordt eerst opgeslagen (outbox) en daarna gemaild naar de ontvanger van het soort contact, met Reply-To = de afzender. ' +
    'Een herhaald verzoek met dezelfde `Idempotency-Key` geeft hetzelfde id en slaat niets opnieuw op. Maximaal 5 berichten per 10 minuten per IP-adres.',
  headers: Type.Object({
    'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' })),
  }),
  body: contactBodySchema,
  response: {
    202: dataAnswerSchema(contactReceiptSchema, 'Bericht aangenomen; het wordt zo snel mogelijk gemaild'),
    413: errorSchema('Het verzoek is te groot'),
    422: errorSchema('Idempotency-Key al gebruikt voor een ander bericht'),
    ...commonErrors,
  },
} as const;
