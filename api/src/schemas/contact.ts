/** Schemas of the contact form: the type list and the message submission (spec §3). */
import type { ContactReceipt, ContactType } from '@kerk/kit/api-types';
import { contact } from '@kerk/kit/texts';

import { commonErrors, envelope, errorSchema, type PropertiesOf } from './common';

const { limits } = contact;

const contactTypeSchema = {
  type: 'object',
  required: ['key', 'label'],
  properties: {
    key: { type: 'string', examples: ['kerkenraad'], description: 'Vaste sleutel; `/contact?type=<key>` kiest dit soort contact vooraf' },
    label: { type: 'string', examples: ['Kerkenraad'] },
  } as const satisfies PropertiesOf<ContactType>,
} as const;

export const getContactTypesSchema = {
  tags: ['contact'],
  summary: 'De soorten contact van het contactformulier, in vaste volgorde',
  response: { 200: envelope({ type: 'array', items: contactTypeSchema }, 'De soorten contact'), ...commonErrors },
} as const;

/**
 * Every field is optional here on purpose: the handler checks them all with the kit's rules and
 * answers one 400 listing every problem, as the form shows them. The bounds below are the same
 * limits, so OpenAPI documents them; additional properties are dropped.
 */
export const contactBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: limits.name, examples: ['Anna de Vries'] },
    email: { type: 'string', maxLength: limits.email, examples: ['anna@example.org'] },
    subject: { type: 'string', maxLength: limits.subject, examples: ['Doopdienst in juni'] },
    message: { type: 'string', minLength: limits.messageMin, maxLength: limits.messageMax },
    contactType: { type: 'string', maxLength: 50, examples: ['kerkenraad'], description: 'Een `key` uit GET /api/contact-types' },
    website: { type: 'string', maxLength: 500, description: 'Honeypot: blijft leeg; ingevuld wordt het bericht stil genegeerd' },
  },
} as const;

const idSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } as const satisfies PropertiesOf<ContactReceipt> } as const;

export const postContactSchema = {
  tags: ['contact'],
  summary: 'Een contactbericht versturen',
  description:
    'Het bericht wordt eerst opgeslagen (outbox) en daarna gemaild naar de ontvanger van het soort contact, met Reply-To = de afzender. ' +
    'Een herhaald verzoek met dezelfde `Idempotency-Key` geeft hetzelfde id en slaat niets opnieuw op. Maximaal 5 berichten per 10 minuten per IP-adres.',
  headers: {
    type: 'object',
    properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' } },
  },
  body: contactBodySchema,
  response: {
    202: envelope(idSchema, 'Bericht aangenomen; het wordt zo snel mogelijk gemaild'),
    413: { ...errorSchema, description: 'Het verzoek is te groot' },
    422: { ...errorSchema, description: 'Idempotency-Key al gebruikt voor een ander bericht' },
    ...commonErrors,
  },
} as const;
