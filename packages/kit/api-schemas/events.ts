import { Type, type Static } from '@sinclair/typebox';

import { eventType } from '../content-types';
import { LOCATION_SLUGS } from '../texts/nl/locations';
import { publicDetailPropsOf, publicPropsOf } from './content-type';
import { TIME_ZONE } from '../dates';
import { photoSchema } from './photo';
import { registrationProp } from './registrations';

const instant = (description: string) => Type.String({ format: 'date-time', description, examples: ['2026-11-23T18:30:00.000Z'] });

/**
 * An item of GET /api/events (by start time): the fields of the kit's `eventType` declared `public`,
 * and what the API derives from the others (the instants, the place, the recurrence in Dutch).
 */
export const eventSummarySchema = Type.Object({
  id: Type.Integer(),
  ...publicPropsOf(eventType),
  /** Plain text, the first words of the description. */
  excerpt: Type.String({ description: 'Begin van de beschrijving, platte tekst' }),
  /** ISO UTC; shown in the site's TIME_ZONE (`@kerk/kit/dates`). */
  startsAt: instant(`Begin (UTC); tonen in ${TIME_ZONE}`),
  /** ISO UTC; for an all-day event the midnight after its last day. */
  endsAt: instant('Einde (UTC). Bij een evenement van hele dagen: middernacht na de laatste dag'),
  allDay: Type.Boolean({ description: 'Hele dagen, zonder tijden' }),
  /** Location slug, one of LOCATION_SLUGS. */
  location: Type.String({ enum: LOCATION_SLUGS }),
  churchName: Type.String({ examples: ['Dorpskerk'] }),
  address: Type.String({ examples: ['Kerkstraat 12, 1234 AB Dorp'] }),
  /** ISO UTC. */
  updatedAt: instant('Laatst gewijzigd (UTC)'),
  /** '' for a single event; else the recurrence in Dutch. A recurring event is listed once per occurrence, with that occurrence's times. */
  recurrence: Type.String({ description: 'Herhaling in het Nederlands ("Elke week op dinsdag"); leeg als het evenement eenmalig is', examples: ['Elke week op dinsdag, tot en met 22 december 2026'] }),
  /** One occurrence of a series held at another time: the start the recurrence gave it (ISO UTC). */
  movedFrom: Type.Optional(instant('Bij een verplaatste keer van een herhaling: het begin volgens de herhaling (UTC)')),
});
export type EventSummary = Static<typeof eventSummarySchema>;


/** GET /api/events/{id}: the summary with the full description (startsAt/endsAt: the first occurrence). */
export const eventDetailSchema = Type.Object({
  ...eventSummarySchema.properties,
  /** The description: HTML sanitized by the API when it was written. */
  ...publicDetailPropsOf(eventType),
  /** The fixed iCalendar UID. */
  uid: Type.String({ description: 'Vaste iCalendar-UID' }),
  photo: Type.Union([photoSchema, Type.Null()], { description: 'Foto uit de mediabibliotheek, of null' }),
  /** Its sign-up (issue 43); a series: of the occurrence answered. */
  ...registrationProp,
});
export type EventDetail = Static<typeof eventDetailSchema>;
