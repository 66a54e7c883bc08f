/**
 * Giving (issue 34), declared once: a collection purpose as the editing app edits it
 * (`/api/admin/purposes`), the congregation's giving settings (`/api/admin/giving-settings`), and a
 * purpose as a visitor's page shows it (`/api/giving`), with its SEPA QR code as SVG.
 */
import { Type, type Static } from '@sinclair/typebox';

import { purposeType } from '../content-types';
import { answerPropsOf, editingProps, publicPropsOf } from './content-type';
import { nullablePhoto } from './photo';

/** A purpose: the fields of the kit's `purposeType`, its chosen photo, and whether it was made from a service's collection name. */
export const adminPurposeSchema = Type.Object({
  id: Type.Integer(),
  ...answerPropsOf(purposeType),
  picture: nullablePhoto('De gekozen foto'),
  migrated: Type.Boolean({ description: 'Overgenomen uit de collectenamen van de diensten en sindsdien niet opgeslagen' }),
  ...editingProps,
});

/** The congregation's default account and the hosts a payment link may point to. */
export const givingSettingsSchema = Type.Object({
  iban: Type.String({ description: 'Het rekeningnummer van de gemeente (IBAN), als een doel geen eigen heeft' }),
  holder: Type.String({ description: 'De naam van de rekeninghouder' }),
  bic: Type.String({ description: 'De BIC van de bank; mag leeg' }),
  linkHosts: Type.Array(Type.String(), { description: 'Websites waar een betaallink naartoe mag, bijvoorbeeld tikkie.me' }),
});

export const givingSettingsBodySchema = Type.Object(
  {
    iban: Type.String({ maxLength: 100 }),
    holder: Type.String({ maxLength: 300 }),
    bic: Type.String({ maxLength: 50 }),
    linkHosts: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
);

/** A purpose as a visitor's page shows it: the account it pays to (its own or the default) and the QR code. */
export const givingPurposeSchema = Type.Object({
  id: Type.Integer(),
  // Name, description (HTML, preset essential), the suggested amount (12.50, '' for none), the payment link, active.
  ...publicPropsOf(purposeType),
  picture: nullablePhoto('De foto'),
  // The purpose's own account, or else the congregation's (the giving settings).
  iban: Type.String({ description: 'Het IBAN in groepjes van vier, zoals het geschreven wordt; leeg als er geen rekening is' }),
  holder: Type.String(),
  day: Type.String({ description: 'De dag in de omschrijving van de overboeking, YYYY-MM-DD' }),
  remittance: Type.String({ description: 'De omschrijving: "Collecte <doel> <DD-MM-JJJJ>"' }),
  qrSvg: Type.String({ description: 'De EPC-QR-code als SVG; leeg als er geen rekening is' }),
  qrPng: Type.String({ description: 'Pad van de PNG van 1000 px' }),
});

export type AdminPurpose = Static<typeof adminPurposeSchema>;
export type GivingSettings = Static<typeof givingSettingsSchema>;
export type GivingSettingsBody = Static<typeof givingSettingsBodySchema>;
export type GivingPurpose = Static<typeof givingPurposeSchema>;
