/**
 * The agenda's contract in the admin API (`/api/admin/events`, issue 16), declared once: the API
 * validates and serializes with these schemas, mf-beheer reads the same shapes as types from
 * `@kerk/kit/api-types`. Days and times are Amsterdam wall-clock values, as the form shows them.
 */
import { Type, type Static } from '@sinclair/typebox';

import { OTHER_VENUE } from '../editing';

export { OTHER_VENUE };

/** The recurrence choices of the form; the API turns them into an RRULE. */
export const EVENT_REPEATS = ['none', 'weekly', 'biweekly', 'monthly-weekday', 'monthly-date'] as const;
export type EventRepeat = (typeof EVENT_REPEATS)[number];

export const adminEventSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  allDay: Type.Boolean(),
  startDate: Type.String({ description: 'Eerste dag (Amsterdam), YYYY-MM-DD' }),
  startTime: Type.String({ description: 'HH:MM; leeg bij hele dagen' }),
  endDate: Type.String({ description: 'Laatste dag, YYYY-MM-DD' }),
  endTime: Type.String({ description: 'HH:MM; leeg bij hele dagen' }),
  church: Type.String({ description: `De kerk (slug), of '${OTHER_VENUE}' voor een ander adres` }),
  location: Type.String({ description: 'Het dorp (slug)' }),
  placeName: Type.String({ description: 'Naam van de plek' }),
  address: Type.String(),
  description: Type.String({ description: 'HTML (preset essential)' }),
  mediaId: Type.Union([Type.Integer(), Type.Null()]),
  repeat: Type.Union(EVENT_REPEATS.map((r) => Type.Literal(r))),
  repeatUntil: Type.String({ description: 'Tot en met (YYYY-MM-DD), of leeg' }),
  repeatCount: Type.Union([Type.Integer(), Type.Null()], { description: 'Aantal keer, of null' }),
  rrule: Type.String({ description: 'De opgeslagen RRULE (RFC 5545), leeg als eenmalig' }),
  recurrence: Type.String({ description: 'De herhaling in het Nederlands' }),
  startsAt: Type.String({ description: 'Begin, ISO UTC' }),
  endsAt: Type.String({ description: 'Einde, ISO UTC' }),
  version: Type.Integer({ description: 'Ook de ETag; terug in If-Match' }),
  updatedAt: Type.String(),
  updatedBy: Type.String(),
});

export type AdminEvent = Static<typeof adminEventSchema>;
