/**
 * /api/admin/registrations (issue 43): the sign-ups of services and events for the volunteers at
 * the door. Both roles see which items take sign-ups and their counts, close them early and change
 * the seats; names and addresses (the list, its CSV, a sign-up by phone, cancelling one, a message
 * to all) are a beheerder's only (AVG), as Zijstroom's subscribers are. The work is the
 * repository's (plugins/app/registrations/); every change that frees or adds seats moves the
 * waitlist up in its transaction, and the mails go through the sign-ups' outbox.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuditAction, Role } from '@kerk/kit/accounts';
import { formatDate } from '@kerk/kit/dates';
import { messageRules, phoneSignUpRules, seatCountRule } from '@kerk/kit/registrations';
import { validateAll } from '@kerk/kit/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { now as clockNow } from '../../lib/clock';
import { publicOrigin } from '../../lib/public-origin';
import { createAuditRepository } from '../../plugins/app/accounts/audit-repository';
import { singleLine } from '../../plugins/app/contact/contact-rules';
import { countsOf, csvOf, setSeats, targetsFromToday } from '../../plugins/app/registrations/registration-overview';
import type { Target, TargetKind } from '../../plugins/app/registrations/registration-targets';
import {
  cancelEntrySchema,
  exportListSchema,
  getListSchema,
  listTargetsSchema,
  messageSchema,
  phoneSignUpSchema,
  setClosedSchema,
  setSeatsSchema,
} from '../../schemas/admin-registrations';
import { type AfterSave, editorOf, editors } from './collection-routes';

/** Names and addresses: personal data. */
const beheerders = { access: ['beheerder'] as readonly Role[] };

export const registrationMessages = {
  notFound: 'Deze kerkdienst of dit evenement bestaat niet (meer), of neemt geen aanmeldingen aan.',
  entryNotFound: 'Deze aanmelding staat niet (meer) op de lijst.',
  duplicate: 'Dit e-mailadres staat al op de lijst.',
  invalid: 'Controleer de velden die rood zijn.',
} as const;

type Params = { kind: TargetKind; id: number };

/**
 * A service's or event's save from its form: its seats may have grown, so the waitlist moves up
 * (with the mails), as a change of the seats from the list does.
 */
export const refreshSignups =
  (fastify: FastifyInstance, kind: TargetKind): AfterSave =>
  async (request, id) => {
    const moved = await fastify.registrations.repository.refresh(kind, id, publicOrigin(request, fastify.config), clockNow());
    if (moved.length > 0) fastify.registrations.wake();
  };

const registrationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { repository } = fastify.registrations;
  const audit = createAuditRepository(fastify.db);
  const origin = (request: FastifyRequest) => publicOrigin(request, fastify.config);
  const labelOf = (target: Target) => `${target.title} ${formatDate(target.startsAt)}`;
  const record = (request: FastifyRequest, action: AuditAction, target: Target) => audit.record({ ...editorOf(request), action, subject: labelOf(target) }, clockNow());

  /** The target of the request, or the 404 sent (a target without sign-ups is none here). */
  async function targetOf({ kind, id }: Params, occurrence: string | undefined, reply: FastifyReply): Promise<Target | null> {
    const target = await repository.findTarget(kind, id, occurrence ?? '');
    if (!target) void reply.code(404).send({ code: 'not_found', message: registrationMessages.notFound });
    return target;
  }

  /** The list's answer: the counts for everyone, the names for a beheerder. */
  async function listOf(request: FastifyRequest, target: Target) {
    const items = await repository.list(target);
    const names = request.adminSession!.user.role === 'beheerder';
    const { kind, id, occurrence, title, startsAt, place, enabled, limit, closed, closesAt, maxSeats, question } = target;
    return { data: { kind, id, occurrence, title, startsAt, place, enabled, limit, closed, closesAt, maxSeats, question, ...countsOf(target, items, clockNow()), names, items: names ? items : [] } };
  }

  fastify.get('/', { schema: listTargetsSchema, config: editors }, async () => {
    const now = clockNow();
    const targets = await targetsFromToday(fastify.db, repository, now);
    const data = await Promise.all(
      targets.map(async (target) => {
        const { kind, id, occurrence, title, startsAt, limit } = target;
        return { kind, id, occurrence, title, startsAt, limit, ...countsOf(target, await repository.list(target), now) };
      }),
    );
    return { data };
  });

  fastify.get('/:kind/:id', { schema: getListSchema, config: editors }, async (request, reply) => {
    const target = await targetOf(request.params, request.query.occurrence, reply);
    return target ? listOf(request, target) : reply;
  });

  fastify.get('/:kind/:id/aanmeldingen.csv', { schema: exportListSchema, config: beheerders }, async (request, reply) => {
    const target = await targetOf(request.params, request.query.occurrence, reply);
    if (!target) return reply;
    await record(request, 'registrations_exported', target);
    const day = target.startsAt.slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="aanmeldingen-${target.kind === 'service' ? 'dienst' : 'evenement'}-${target.id}-${day}.csv"`)
      .send(csvOf(await repository.list(target)));
  });

  fastify.post('/:kind/:id', { schema: phoneSignUpSchema, config: beheerders }, async (request, reply) => {
    const target = await targetOf(request.params, request.body.occurrence, reply);
    if (!target) return reply;
    if (!target.enabled) return reply.code(404).send({ code: 'not_found', message: registrationMessages.notFound });
    const body = request.body;
    const values = { name: singleLine(body.name), email: singleLine(body.email).toLowerCase(), seats: body.seats, answer: singleLine(body.answer) };
    const fields = validateAll({ ...values, seats: String(values.seats) }, phoneSignUpRules(target.maxSeats));
    if (Object.keys(fields).length > 0) return reply.code(400).send({ code: 'validation_error', message: registrationMessages.invalid, fields });
    const outcome = await repository.signUp(target, { ...values, answer: target.question ? values.answer : '' }, origin(request), clockNow(), true);
    if (outcome.kind !== 'done') return reply.code(404).send({ code: 'not_found', message: registrationMessages.notFound });
    if (!outcome.created) return reply.code(409).send({ code: 'duplicate', message: registrationMessages.duplicate });
    await record(request, 'registration_added', target);
    fastify.registrations.wake();
    return reply.code(201).send({ data: { ...outcome.answer, id: outcome.registrationId } });
  });

  fastify.delete('/entries/:registrationId', { schema: cancelEntrySchema, config: beheerders }, async (request, reply) => {
    const ref = await fastify.db
      .selectFrom('registrations as r')
      .innerJoin('registration_lists as l', 'l.id', 'r.list_id')
      .select(['l.kind', 'l.ref_id', 'l.occurrence'])
      .where('r.id', '=', request.params.registrationId)
      .executeTakeFirst();
    const outcome = await repository.cancel(request.params.registrationId, origin(request), clockNow());
    if (outcome !== 'cancelled' || !ref) return reply.code(404).send({ code: 'not_found', message: registrationMessages.entryNotFound });
    const target = await repository.findTarget(ref.kind, ref.ref_id, ref.occurrence);
    if (target) await record(request, 'registration_cancelled', target);
    fastify.registrations.wake();
    return reply.code(204).send(null);
  });

  fastify.put('/:kind/:id/closed', { schema: setClosedSchema, config: editors }, async (request, reply) => {
    const { kind, id } = request.params;
    const before = await targetOf(request.params, request.query.occurrence, reply);
    if (!before) return reply;
    await repository.setClosed(kind, id, request.body.closed);
    const target = (await repository.findTarget(kind, id, before.occurrence))!;
    await record(request, request.body.closed ? 'registrations_closed' : 'registrations_opened', target);
    return listOf(request, target);
  });

  fastify.put('/:kind/:id/seats', { schema: setSeatsSchema, config: editors }, async (request, reply) => {
    const { kind, id } = request.params;
    const before = await targetOf(request.params, request.query.occurrence, reply);
    if (!before) return reply;
    const seats = request.body.seats;
    const problem = seatCountRule(await repository.taken(before))(seats);
    if (problem) return reply.code(400).send({ code: 'validation_error', message: problem, fields: { seats: problem } });
    await setSeats(fastify.db, kind, id, seats, editorOf(request).actor.email, clockNow());
    const moved = await repository.refresh(kind, id, origin(request), clockNow());
    if (moved.length > 0) fastify.registrations.wake();
    const target = (await repository.findTarget(kind, id, before.occurrence))!;
    await record(request, 'registration_seats_changed', target);
    return listOf(request, target);
  });

  fastify.post('/:kind/:id/bericht', { schema: messageSchema, config: beheerders }, async (request, reply) => {
    const target = await targetOf(request.params, request.body.occurrence, reply);
    if (!target) return reply;
    const values = { subject: singleLine(request.body.subject), body: request.body.body.trim() };
    const fields = validateAll(values, messageRules);
    if (Object.keys(fields).length > 0) return reply.code(400).send({ code: 'validation_error', message: registrationMessages.invalid, fields });
    const sent = await repository.message(target, values.subject, values.body, randomUUID(), origin(request), clockNow());
    await record(request, 'registrations_messaged', target);
    if (sent > 0) fastify.registrations.wake();
    return { data: { sent } };
  });
};

export default registrationRoutes;
