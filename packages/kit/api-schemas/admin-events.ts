/**
 * The agenda's contract in the admin API (`/api/admin/events`, issue 16), declared once: the API
 * validates and serializes with these schemas, mf-beheer reads the same shapes as types from
 * `@kerk/kit/api-types`. Days and times are Amsterdam wall-clock values, as the form shows them.
 */
import { Type, type Static } from '@sinclair/typebox';

import { eventType } from '../content-types';
import { OTHER_VENUE } from '../editing';
import { answerPropsOf, editingProps } from './content-type';

export { OTHER_VENUE };

/** The recurrence choices of the form; the API turns them into an RRULE. */
export const EVENT_REPEATS = ['none', 'weekly', 'biweekly', 'monthly-weekday', 'monthly-date'] as const;
export type EventRepeat = (typeof EVENT_REPEATS)[number];

/** An event as the editing app reads it: the fields of the kit's `eventType`, and what the API adds. */
export const adminEventSchema = Type.Object({
  id: Type.Integer(),
  ...answerPropsOf(eventType),
  rrule: Type.String({ description: 'De opgeslagen RRULE (RFC 5545), leeg als eenmalig' }),
  recurrence: Type.String({ description: 'De herhaling in het Nederlands' }),
  startsAt: Type.String({ description: 'Begin, ISO UTC' }),
  endsAt: Type.String({ description: 'Einde, ISO UTC' }),
  ...editingProps,
});

export type AdminEvent = Static<typeof adminEventSchema>;
