import { Type, type Static } from '@sinclair/typebox';

/** An item of GET /api/contact-types, in form order. */
export const contactTypeSchema = Type.Object({
  /** Fixed key; the contact page's `?type=<key>` preselects it. */
  key: Type.String({ examples: ['kerkenraad'], description: 'Vaste sleutel; `/contact?type=<key>` kiest dit soort contact vooraf' }),
  label: Type.String({ examples: ['Kerkenraad'] }),
});
export type ContactType = Static<typeof contactTypeSchema>;

/** `data` of the 202 answer of POST /api/contact: the id under which the message is kept. */
export const contactReceiptSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type ContactReceipt = Static<typeof contactReceiptSchema>;
