/**
 * The sign-ups in the fake admin API (issue 43), as `api/src/routes/admin/registrations.ts` answers
 * them: the targets with their counts, one list (no names for a redacteur), a sign-up by phone
 * (confirmed when it fits, else waiting), cancelling one (the waitlist moves up), closing, the seats
 * (more move the waitlist up), a message. The rules and the sentences are the kit's and the API's;
 * every answer goes through the fake's schema check (index.ts).
 */
import type { Role } from '@kerk/kit/accounts';
import { adminRegistrationListSchema, adminRegistrationSummarySchema, dataAnswerSchema, signUpResultSchema } from '@kerk/kit/api-schemas';
import type { AdminRegistration, AdminRegistrationList } from '@kerk/kit/api-types';
import { messageRules, phoneSignUpRules, seatCountRule } from '@kerk/kit/registrations';
import { validateAll } from '@kerk/kit/validation';
import { Type, type TSchema } from '@sinclair/typebox';

import type { Answer, Handler, Sent } from '.';

/** A target as the fake keeps it: the list's answer without its counts (derived from `items`). */
export type FakeTarget = Omit<AdminRegistrationList, 'taken' | 'waiting' | 'open' | 'names'>;

/** The API's sentences (routes/admin/registrations.ts `registrationMessages`). */
export const REGISTRATION_MESSAGES = {
  notFound: 'Deze kerkdienst of dit evenement bestaat niet (meer), of neemt geen aanmeldingen aan.',
  entryNotFound: 'Deze aanmelding staat niet (meer) op de lijst.',
  duplicate: 'Dit e-mailadres staat al op de lijst.',
  invalid: 'Controleer de velden die rood zijn.',
} as const;

const BASE = '/api/admin/registrations';
const one = /^\/api\/admin\/registrations\/(service|event)\/(\d+)(\/closed|\/seats|\/bericht)?$/;

const seatsOf = (items: AdminRegistration[], status: AdminRegistration['status']) => items.filter((r) => r.status === status).reduce((n, r) => n + r.seats, 0);

export function fakeRegistrations(context: { role: () => Role; now: () => string }) {
  const state = { targets: [] as FakeTarget[], messages: [] as { subject: string; body: string; sent: number }[], next: 1 };

  /** Numbers the waitlist again (1 is next), as the repository's list does. */
  const renumber = (target: FakeTarget) => {
    let n = 0;
    target.items = target.items.map(({ position: _p, ...r }) => (r.status === 'waitlisted' ? { ...r, position: (n += 1) } : r));
    target.items.sort((a, b) => (a.status === b.status ? a.seq - b.seq : a.status === 'confirmed' ? -1 : 1));
  };
  /** Moves up every waiting sign-up that fits, in order. */
  const promote = (target: FakeTarget) => {
    let free = target.limit - seatsOf(target.items, 'confirmed');
    for (const r of [...target.items].sort((a, b) => a.seq - b.seq)) {
      if (r.status !== 'waitlisted' || r.seats > free) continue;
      r.status = 'confirmed';
      free -= r.seats;
    }
    renumber(target);
  };
  const isOpen = (t: FakeTarget) => t.enabled && !t.closed && context.now() < t.closesAt;
  const listOf = (t: FakeTarget): AdminRegistrationList => {
    const names = context.role() === 'beheerder';
    return { ...t, taken: seatsOf(t.items, 'confirmed'), waiting: seatsOf(t.items, 'waitlisted'), open: isOpen(t), names, items: names ? t.items : [] };
  };
  const find = (sent: Sent) => {
    const [, kind, id] = one.exec(sent.path) ?? [];
    const occurrence = String(sent.url.searchParams.get('occurrence') ?? sent.body.occurrence ?? '');
    return state.targets.find((t) => t.kind === kind && t.id === Number(id) && t.occurrence === occurrence);
  };
  const missing: Answer = { status: 404, body: { code: 'not_found', message: REGISTRATION_MESSAGES.notFound } };
  const beheerderOnly = (): Answer | undefined => (context.role() === 'beheerder' ? undefined : { status: 403, body: { code: 'forbidden', message: 'U heeft geen toegang tot dit onderdeel.' } });
  const invalid = (fields: Record<string, string>, message: string = REGISTRATION_MESSAGES.invalid): Answer => ({ status: 400, body: { code: 'validation_error', message, fields } });
  const at = (suffix: string) => (sent: Sent) => (one.exec(sent.path)?.[3] ?? '') === suffix;

  const phone: Handler = (sent) => {
    if (!at('')(sent)) return undefined;
    const target = find(sent);
    if (!target) return missing;
    const values = { name: String(sent.body.name ?? '').trim(), email: String(sent.body.email ?? '').trim().toLowerCase(), seats: Number(sent.body.seats), answer: String(sent.body.answer ?? '').trim() };
    const fields = validateAll({ ...values, seats: String(values.seats) }, phoneSignUpRules(target.maxSeats));
    if (Object.keys(fields).length > 0) return invalid(fields);
    if (values.email && target.items.some((r) => r.email === values.email)) return { status: 409, body: { code: 'duplicate', message: REGISTRATION_MESSAGES.duplicate } };
    const seq = Math.max(0, ...target.items.map((r) => r.seq)) + 1;
    const status = values.seats <= target.limit - seatsOf(target.items, 'confirmed') ? 'confirmed' : 'waitlisted';
    const id = (state.next += 1);
    target.items.push({ id, seq, ...values, answer: target.question ? values.answer : '', status, source: 'phone', createdAt: context.now() });
    renumber(target);
    const added = target.items.find((r) => r.id === id)!;
    return { status: 201, body: { data: { status, seats: values.seats, ...(added.position ? { position: added.position } : {}), id } } };
  };

  const routes: { method: string; path: RegExp | string; schema: TSchema | null; handler: Handler; guard?: boolean }[] = [
    {
      method: 'GET',
      path: BASE,
      schema: dataAnswerSchema(Type.Array(adminRegistrationSummarySchema), 'targets'),
      handler: () => ({
        body: {
          data: state.targets.map((t) => {
            const { kind, id, occurrence, title, startsAt, limit, taken, waiting, open } = listOf(t);
            return { kind, id, occurrence, title, startsAt, limit, taken, waiting, open };
          }),
        },
      }),
    },
    { method: 'GET', path: one, schema: dataAnswerSchema(adminRegistrationListSchema, 'list'), handler: (sent) => (at('')(sent) ? ((t) => (t ? { body: { data: listOf(t) } } : missing))(find(sent)) : undefined) },
    { method: 'POST', path: one, schema: dataAnswerSchema(Type.Object({ ...signUpResultSchema.properties, id: Type.Integer() }), 'phone'), handler: phone, guard: true },
    {
      method: 'PUT',
      path: one,
      schema: dataAnswerSchema(adminRegistrationListSchema, 'list'),
      handler: (sent) => {
        const target = find(sent);
        if (!target) return missing;
        if (at('/closed')(sent)) target.closed = sent.body.closed === true;
        else if (at('/seats')(sent)) {
          const problem = seatCountRule(seatsOf(target.items, 'confirmed'))(sent.body.seats);
          if (problem) return invalid({ seats: problem }, problem);
          target.limit = Number(sent.body.seats);
          promote(target);
        } else return undefined;
        return { body: { data: listOf(target) } };
      },
    },
    {
      method: 'POST',
      path: one,
      schema: dataAnswerSchema(Type.Object({ sent: Type.Integer({ minimum: 0 }) }), 'message'),
      guard: true,
      handler: (sent) => {
        if (!at('/bericht')(sent)) return undefined;
        const target = find(sent);
        if (!target) return missing;
        const values = { subject: String(sent.body.subject ?? '').trim(), body: String(sent.body.body ?? '').trim() };
        const fields = validateAll(values, messageRules);
        if (Object.keys(fields).length > 0) return invalid(fields);
        const count = target.items.filter((r) => r.email).length;
        state.messages.push({ ...values, sent: count });
        return { body: { data: { sent: count } } };
      },
    },
    {
      method: 'DELETE',
      path: /^\/api\/admin\/registrations\/entries\/(\d+)$/,
      schema: null,
      guard: true,
      handler: (sent) => {
        const id = Number(sent.path.split('/').at(-1));
        const target = state.targets.find((t) => t.items.some((r) => r.id === id));
        if (!target) return { status: 404, body: { code: 'not_found', message: REGISTRATION_MESSAGES.entryNotFound } };
        target.items = target.items.filter((r) => r.id !== id);
        promote(target);
        return { status: 204, body: null };
      },
    },
  ];

  return {
    state,
    /** The routes, a beheerder's only where the API says so (403 for a redacteur). */
    routes: routes.map(({ guard, handler, ...route }) => ({ ...route, handler: guard ? (sent: Sent) => beheerderOnly() ?? handler(sent) : handler })),
    /** A service or event taking sign-ups, with its sign-ups. */
    add(target: FakeTarget) {
      state.targets.push(target);
      renumber(target);
      state.next = Math.max(state.next, ...target.items.map((r) => r.id));
      return target;
    },
  };
}

export type FakeRegistrations = ReturnType<typeof fakeRegistrations>;
