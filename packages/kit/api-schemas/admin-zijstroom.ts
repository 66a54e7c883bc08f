/**
 * Zijstroom in the admin API (`/api/admin/zijstroom`, issue 33), declared once: the API validates
 * and serializes with these schemas, mf-beheer reads the same shapes as types from
 * `@kerk/kit/api-types`. An issue is the fields of the kit's `zijstroomType` and where its sending
 * stands; a subscriber is what the sign-up keeps (no IP address) and how the mail to it fared.
 */
import { Type, type Static } from '@sinclair/typebox';

import { zijstroomType } from '../content-types';
import { answerPropsOf, editingProps } from './content-type';

/** draft → (Nu versturen / Versturen op …) scheduled → sending ⇄ paused → sent. Only a draft is written. */
export const ZIJSTROOM_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent'] as const;
export type ZijstroomStatus = (typeof ZIJSTROOM_STATUSES)[number];

const status = Type.Union(
  ZIJSTROOM_STATUSES.map((s) => Type.Literal(s)),
  { description: 'concept, klaargezet (gepland), wordt verstuurd, gepauzeerd, verstuurd' },
);

/** An uploaded PDF: what the form and the preview show of it. */
export const zijstroomAttachmentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'Bestandsnaam, zoals die in de e-mail staat' }),
  bytes: Type.Integer({ description: 'Grootte in bytes' }),
});

/** Where a send stands: "1.240 van 1.310 verstuurd". */
export const zijstroomProgressSchema = Type.Object({
  status,
  recipients: Type.Integer({ description: 'Aantal ontvangers toen het versturen begon' }),
  sent: Type.Integer(),
  failed: Type.Integer({ description: 'Geweigerd door de mailserver van de ontvanger' }),
  skipped: Type.Integer({ description: 'Intussen afgemeld of onbestelbaar' }),
  waiting: Type.Integer({ description: 'Nog te versturen (of gepauzeerd)' }),
});

export const adminZijstroomSchema = Type.Object({
  id: Type.Integer(),
  ...answerPropsOf(zijstroomType),
  status,
  sendAt: Type.Union([Type.String(), Type.Null()], { description: 'Wanneer het versturen begint of begon (ISO UTC); null bij een concept' }),
  sentAt: Type.Union([Type.String(), Type.Null()], { description: 'Wanneer de laatste e-mail ging (ISO UTC)' }),
  recipients: Type.Integer(),
  sent: Type.Integer({ description: 'Al verstuurd' }),
  attachment: Type.Union([zijstroomAttachmentSchema, Type.Null()]),
  ...editingProps,
});

/** The mail exactly as it goes: the subject, the HTML with its CSS inlined, the plain text. */
export const zijstroomPreviewSchema = Type.Object({
  subject: Type.String(),
  html: Type.String({ description: 'De HTML van de e-mail, met de CSS in de elementen' }),
  text: Type.String({ description: 'De tekstversie van de e-mail' }),
  attachment: Type.Union([zijstroomAttachmentSchema, Type.Null()]),
  recipients: Type.Integer({ description: 'Aantal abonnees dat de e-mail nu zou krijgen' }),
});

/** "Nu versturen" (no `sendAt`, or one in the past) or "Versturen op …". */
export const zijstroomScheduleBodySchema = Type.Object(
  { sendAt: Type.Optional(Type.String({ maxLength: 40, description: 'ISO-tijdstip; leeg: nu' })) },
  { additionalProperties: false },
);

export const zijstroomSubscriberSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('confirmed')], { description: 'nog niet bevestigd, of bevestigd' }),
  createdAt: Type.String({ description: 'Wanneer het formulier werd verstuurd' }),
  confirmedAt: Type.Union([Type.String(), Type.Null()], { description: 'Wanneer de bevestigingslink werd gevolgd: de toestemming' }),
  bounces: Type.Integer({ description: 'Hoe vaak een mailserver een e-mail blijvend weigerde' }),
  undeliverableAt: Type.Union([Type.String(), Type.Null()], { description: 'Sinds wanneer onbestelbaar (na 3 weigeringen); er gaat dan niets meer heen' }),
});

export const zijstroomSubscriberCountsSchema = Type.Object({
  confirmed: Type.Integer({ description: 'Bevestigd en bestelbaar: wie de volgende Zijstroom krijgt' }),
  pending: Type.Integer({ description: 'Nog niet bevestigd' }),
  undeliverable: Type.Integer(),
});

export type AdminZijstroom = Static<typeof adminZijstroomSchema>;
export type ZijstroomAttachment = Static<typeof zijstroomAttachmentSchema>;
export type ZijstroomProgress = Static<typeof zijstroomProgressSchema>;
export type ZijstroomPreview = Static<typeof zijstroomPreviewSchema>;
export type ZijstroomSubscriber = Static<typeof zijstroomSubscriberSchema>;
export type ZijstroomSubscriberCounts = Static<typeof zijstroomSubscriberCountsSchema>;
