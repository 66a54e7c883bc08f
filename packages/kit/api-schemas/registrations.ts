import { Type, type Static } from '@sinclair/typebox';

const instant = (description: string) => Type.String({ format: 'date-time', description, examples: ['2026-12-23T11:00:00.000Z'] });

/** A service's or event's sign-up in its public answer (issue 43); null: it takes no sign-ups. */
export const registrationStateSchema = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, description: 'Aantal plaatsen' }),
    taken: Type.Integer({ minimum: 0, description: 'Bevestigde plaatsen' }),
    open: Type.Boolean({ description: 'Aanmelden kan nu' }),
    closesAt: instant('Aanmelden kan tot (UTC)'),
    maxSeats: Type.Integer({ minimum: 1, description: 'Hoogstens plaatsen per aanmelding' }),
    question: Type.String({ description: 'De eigen vraag van de redactie; leeg zonder vraag' }),
  },
  { description: 'Aanmelden met een beperkt aantal plaatsen' },
);
export type RegistrationStateAnswer = Static<typeof registrationStateSchema>;

/** The `registration` property of a service's and an event's answer (in the one item's answer). */
export const registrationProp = { registration: Type.Optional(Type.Union([registrationStateSchema, Type.Null()])) };

/** POST /api/services/{id}/registrations and /api/events/{id}/registrations. */
export const signUpBodySchema = Type.Object({
  name: Type.String({ maxLength: 200, examples: ['Anna de Vries'] }),
  email: Type.String({ maxLength: 300, examples: ['anna@example.org'] }),
  seats: Type.Union([Type.Integer(), Type.String({ maxLength: 5 })], { examples: [2] }),
  answer: Type.Optional(Type.String({ maxLength: 1000 })),
  /** A recurring event: the occurrence's start, ISO UTC (the `startsAt` of its answer with `?datum=`). */
  occurrence: Type.Optional(Type.String({ maxLength: 40 })),
  /** The honeypot: a person leaves it empty. */
  website: Type.Optional(Type.String({ maxLength: 200 })),
});

export const signUpResultSchema = Type.Object({
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('waitlisted')]),
  seats: Type.Integer({ minimum: 1 }),
  /** Waitlisted: its place on the waitlist (1 is next). */
  position: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type SignUpResultAnswer = Static<typeof signUpResultSchema>;

/** POST /api/registrations/cancel: the token of the mail's link. */
export const cancelBodySchema = Type.Object({ token: Type.String({ maxLength: 100 }) });
export const cancelResultSchema = Type.Object({ status: Type.Union([Type.Literal('cancelled'), Type.Literal('already')]) });

/** One sign-up in the volunteers' list (beheerders only: names and addresses). */
export const adminRegistrationSchema = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer({ description: 'Volgnummer: de volgorde waarin de aanmeldingen binnenkwamen' }),
  name: Type.String(),
  email: Type.String({ description: 'Leeg bij een aanmelding per telefoon zonder e-mailadres' }),
  seats: Type.Integer(),
  answer: Type.String(),
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('waitlisted')]),
  source: Type.Union([Type.Literal('web'), Type.Literal('phone')]),
  createdAt: instant('Aangemeld op (UTC)'),
  position: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type AdminRegistration = Static<typeof adminRegistrationSchema>;

/** GET /api/admin/registrations/{kind}/{id}: the list of one service, event or occurrence. */
export const adminRegistrationListSchema = Type.Object({
  kind: Type.Union([Type.Literal('service'), Type.Literal('event')]),
  id: Type.Integer(),
  occurrence: Type.String(),
  title: Type.String(),
  startsAt: instant('Begin (UTC)'),
  place: Type.String(),
  enabled: Type.Boolean(),
  limit: Type.Integer(),
  taken: Type.Integer(),
  waiting: Type.Integer({ description: 'Plaatsen op de wachtlijst' }),
  open: Type.Boolean(),
  closed: Type.Boolean({ description: 'Vroeg gesloten vanuit de lijst' }),
  closesAt: instant('Aanmelden kan tot (UTC)'),
  maxSeats: Type.Integer({ minimum: 1, description: 'Hoogstens plaatsen per aanmelding' }),
  question: Type.String(),
  /** Beheerders: every sign-up; a redacteur sees the counts only (an empty list, `names: false`). */
  names: Type.Boolean(),
  items: Type.Array(adminRegistrationSchema),
});
export type AdminRegistrationList = Static<typeof adminRegistrationListSchema>;

/** GET /api/admin/registrations: every service and event taking sign-ups, with its counts. */
export const adminRegistrationSummarySchema = Type.Object({
  kind: Type.Union([Type.Literal('service'), Type.Literal('event')]),
  id: Type.Integer(),
  occurrence: Type.String(),
  title: Type.String(),
  startsAt: instant('Begin (UTC)'),
  limit: Type.Integer(),
  taken: Type.Integer(),
  waiting: Type.Integer(),
  open: Type.Boolean(),
});
export type AdminRegistrationSummary = Static<typeof adminRegistrationSummarySchema>;

/** POST …/{kind}/{id}: a sign-up by phone (the e-mail address may be empty). */
export const phoneSignUpBodySchema = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 300 }),
  seats: Type.Integer(),
  answer: Type.Optional(Type.String({ maxLength: 1000 })),
  occurrence: Type.Optional(Type.String({ maxLength: 40 })),
});

/** POST …/{kind}/{id}/bericht: a message to everyone signed up. */
export const registrationMessageBodySchema = Type.Object({
  subject: Type.String({ maxLength: 200 }),
  body: Type.String({ maxLength: 5000 }),
  occurrence: Type.Optional(Type.String({ maxLength: 40 })),
});
