/**
 * Sign-ups for a service or an event with limited seats (issue 43): the fields that switch them on in
 * the item's form, the visitor's form contract and its answers, shared by the API (its rules, its
 * answers, the plain POST without JavaScript, the mails), mf-content (a service's page), mf-agenda
 * (an event's page) and mf-beheer (the list for the door). Not a shared entry: each reads its copy.
 */
import { pathTo } from '../site-map';
import { compose, email, maxLength, required, validateAll, type Validator } from '../validation';

const on = { field: 'signups', is: true } as const;

/**
 * The sign-up fields of a service's and an event's declaration (spread into both, so each table has
 * the same columns): switched on with `signups`; the seats, when it closes (empty: at the start),
 * the most seats per sign-up, and one question of the editor's own.
 */
export const signupFields = {
  signups: { kind: 'boolean', label: 'Aanmelden met een beperkt aantal plaatsen', help: 'Bezoekers melden zich aan op de website; bij vol komen zij op de wachtlijst.' },
  signupSeats: { kind: 'integer', label: 'Aantal plaatsen', min: 1, max: 5000, required: true, requiredMessage: 'Vul het aantal plaatsen in.', showWhen: on },
  signupClosesDate: { kind: 'date', label: 'Aanmelden kan tot (datum)', showWhen: on, help: 'Leeg laten: aanmelden kan tot het begin.' },
  signupClosesTime: { kind: 'time', label: 'Aanmelden kan tot (tijd)', showWhen: on, help: 'Bijvoorbeeld 12.00. Leeg laten: om 12.00 uur.' },
  signupMaxSeats: { kind: 'integer', label: 'Hoogstens plaatsen per aanmelding', min: 1, max: 50, showWhen: on, help: 'Leeg laten: 6.' },
  signupQuestion: {
    kind: 'text',
    label: 'Eigen vraag aan wie zich aanmeldt (mag leeg blijven)',
    max: 200,
    showWhen: on,
    help: 'Bijvoorbeeld "Neemt u iets mee voor het buffet?". Vraag niet naar gezondheid of geloof: dat zijn bijzondere gegevens volgens de AVG.',
  },
} as const;

/** The visitor's fields: labels for the form and the '{field} is verplicht' messages of both sides. */
const fields = {
  name: 'Naam',
  email: 'E-mailadres',
  seats: 'Aantal plaatsen',
  answer: 'Uw antwoord',
} as const;

const limits = { name: 100, email: 254, answer: 500 } as const;

/** The defaults of a sign-up: 6 seats at most per sign-up, closing at 12.00 on the closing day, kept 30 days after. */
const defaults = { maxSeats: 6, closesTime: '12:00', keepDays: 30 } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const texts = {
  formTitle: 'Aanmelden',
  submit: 'Aanmelden',
  sending: 'Bezig met aanmelden…',
  honeypot: 'Laat dit veld leeg',
  optional: 'Mag leeg blijven.',
  /** "Nog 12 plaatsen". */
  seatsLeft: (n: number) => (n === 1 ? 'Nog 1 plaats' : `Nog ${n} plaatsen`),
  full: (what: string) => `${what.charAt(0).toUpperCase()}${what.slice(1)} is vol. U kunt zich aanmelden voor de wachtlijst.`,
  closes: (when: string) => `Aanmelden kan tot ${when}`,
  closed: 'Aanmelden is gesloten.',
  confirmed: (seats: number) => `U bent aangemeld voor ${plural(seats, 'plaats', 'plaatsen')}`,
  waitlisted: (what: string, position: number) => `${what.charAt(0).toUpperCase()}${what.slice(1)} is vol. U staat op de wachtlijst (plaats ${position})`,
  mailNote: 'U krijgt een e-mail met de gegevens en een link om af te melden.',
  failure: 'Er is iets fout gegaan tijdens het aanmelden, probeer het later nog eens.',
  tooMany: 'U heeft zich te vaak aangemeld. Probeer het over 10 minuten opnieuw.',
  tooManySeats: (max: number) => `U kunt hoogstens ${plural(max, 'plaats', 'plaatsen')} aanvragen.`,
  notOpen: 'Aanmelden is voor deze bijeenkomst niet (meer) mogelijk.',
  notFound: 'Deze aanmelding bestaat niet.',
  cancelTitle: 'Afmelden',
  cancelled: 'U bent afgemeld. Uw plaatsen zijn vrijgegeven.',
  cancelInvalid: 'Deze link werkt niet (meer). Misschien bent u al afgemeld.',
  cancelAsk: 'Wilt u zich afmelden? Uw plaatsen komen dan vrij voor een ander.',
  cancelButton: 'Afmelden',
  cancelling: 'Bezig met afmelden…',
  cancelNoToken: 'Open de link uit de bevestigingsmail om u af te melden.',
  /** What is full, in `full(what)` and `waitlisted(what, n)`. */
  what: { service: 'de dienst', event: 'het evenement' },
  /** "Aanmelden kan tot woensdag 23 december 12.00 uur": the closing moment's format (dayjs; the day and the time each kept on one line). */
  closesFormat: 'dddd D[\u00a0]MMMM HH.mm[\u00a0uur]',
} as const;

/** A service or an event: what takes sign-ups, as the API's routes name it. */
export type SignUpKind = 'service' | 'event';

/**
 * The query of the page an accepted plain POST redirects to (`?aanmelding=bevestigd&plaatsen=2`,
 * `?aanmelding=wachtlijst&plaatsen=2&plaats=4`) and the anchor of the sign-up block; the cancel
 * page's `?klaar=1` / `?link=onbekend` after its plain POST.
 */
const params = { status: 'aanmelding', seats: 'plaatsen', position: 'plaats', confirmed: 'bevestigd', waitlisted: 'wachtlijst', anchor: 'aanmelden', done: 'klaar', link: 'link' } as const;

/** Where a sign-up form posts without JavaScript: below its page, `/diensten/12/aanmelden`. */
export const signUpPath = (kind: SignUpKind, id: number): string => `${pathTo(kind, { id })}/${params.anchor}`;

/** The query an accepted sign-up redirects to (its page shows the answer). */
export const answerQuery = (result: SignUpResult): string => {
  const status = result.status === 'confirmed' ? params.confirmed : params.waitlisted;
  const position = result.status === 'waitlisted' && result.position ? `&${params.position}=${result.position}` : '';
  return `${params.status}=${status}&${params.seats}=${result.seats}${position}`;
};

/** The answer in a page's query (after a plain POST), or null. */
export function answerOfQuery(query: URLSearchParams): SignUpResult | null {
  const status = query.get(params.status);
  const seats = Number(query.get(params.seats));
  if (!Number.isInteger(seats) || seats < 1) return null;
  if (status === params.confirmed) return { status: 'confirmed', seats };
  const position = Number(query.get(params.position));
  return status === params.waitlisted && Number.isInteger(position) && position > 0 ? { status: 'waitlisted', seats, position } : null;
}

/** A sign-up refused without JavaScript, in the page's initial data (`signUpForm`): the input, the messages, the failure text. */
export interface SignUpFormState {
  values: Partial<Record<'name' | 'email' | 'seats' | 'answer', string>>;
  fields: Partial<Record<'name' | 'email' | 'seats' | 'answer', string>>;
  failed: boolean;
}

/** Reached as `registrations.fields`, `registrations.confirmed(2)`… */
export const registrations = { fields, limits, defaults, params, links: { cancel: pathTo('registrationCancel') }, ...texts } as const;

/** What the visitor's form sends (JSON to the API, or urlencoded from the page without JavaScript). */
export interface SignUpInput {
  name: string;
  email: string;
  seats: number;
  answer?: string;
  /** A recurring event: the occurrence's start (ISO UTC); absent for a service or a single event. */
  occurrence?: string;
  /** The honeypot: a person leaves it empty. */
  website?: string;
}

/** A service's or event's sign-up as a visitor sees it, in its public answer (null: no sign-ups). */
export interface RegistrationState {
  limit: number;
  taken: number;
  open: boolean;
  /** ISO UTC. */
  closesAt: string;
  maxSeats: number;
  question: string;
}

/** The answer to a sign-up. */
export interface SignUpResult {
  status: 'confirmed' | 'waitlisted';
  seats: number;
  position?: number;
}

const seatsRule = (max: number): Validator => (value) => {
  const n = Number(value);
  if (value === '' || value === undefined || value === null) return `${fields.seats} is verplicht`;
  if (!Number.isInteger(n) || n < 1) return 'Vul een aantal plaatsen in van 1 of meer.';
  return n > max ? texts.tooManySeats(max) : undefined;
};

/** The visitor's form rules, checked by the form and again by the API. */
export const signUpRules = (maxSeats: number): Record<'name' | 'email' | 'seats' | 'answer', Validator> => ({
  name: compose(required(fields.name), maxLength(fields.name, limits.name)),
  email: compose(required(fields.email), email(fields.email), maxLength(fields.email, limits.email)),
  seats: seatsRule(maxSeats),
  answer: maxLength(fields.answer, limits.answer),
});

/** Per-field Dutch messages; empty when the sign-up may go. */
export const checkSignUp = (values: Partial<Record<'name' | 'email' | 'seats' | 'answer', unknown>>, maxSeats: number) =>
  validateAll(
    { name: String(values.name ?? ''), email: String(values.email ?? ''), seats: values.seats === undefined ? '' : String(values.seats), answer: String(values.answer ?? '') },
    signUpRules(maxSeats),
  );

/** The sign-up fields of an item without sign-ups, as the admin API answers them (fixtures, a new item's form). */
export const NO_SIGNUPS = { signups: false, signupSeats: 0, signupClosesDate: '', signupClosesTime: '', signupMaxSeats: 6, signupQuestion: '' } as const;

/** A sign-up by phone, added by a volunteer from the list: the visitor's rules, but the e-mail address may stay empty. */
export const phoneSignUpRules = (maxSeats: number): Record<'name' | 'email' | 'seats' | 'answer', Validator> => ({
  ...signUpRules(maxSeats),
  email: compose(email(fields.email), maxLength(fields.email, limits.email)),
});

/** The volunteers' message to everyone signed up: its fields' labels and limits. */
export const messageFields = { subject: { label: 'Onderwerp', max: 200 }, body: { label: 'Tekst van het bericht', max: 5000 } } as const;

export const messageRules: Record<'subject' | 'body', Validator> = {
  subject: compose(required(messageFields.subject.label), maxLength(messageFields.subject.label, messageFields.subject.max)),
  body: compose(required(messageFields.body.label), maxLength(messageFields.body.label, messageFields.body.max)),
};

/**
 * A new seat count set from the list: within the form's bounds, and never below the seats already
 * confirmed (nobody is put out by a smaller number: cancel sign-ups first).
 */
export const seatCountRule = (taken: number): Validator => (value) => {
  const { min, max } = signupFields.signupSeats;
  const n = Number(value);
  if (value === '' || value === undefined || value === null || !Number.isInteger(n) || n < min || n > max) return `Vul een aantal plaatsen in van ${min} tot en met ${max}.`;
  return n < taken ? `Er zijn al ${plural(taken, 'plaats', 'plaatsen')} bevestigd. Kies minstens ${taken}, of meld eerst mensen af.` : undefined;
};
