/**
 * /api/admin/zijstroom (beheerder and redacteur, issue 33): Zijstroom's issues as the editing app
 * edits and sends them. The work is in plugins/app/newsletter/ (zijstroom-editing.ts on the generic
 * collection; issues-repository.ts for sending); the routes every collection shares come from
 * ./collection-routes. Only a draft is written, deleted or given an earlier version: a locked issue
 * (klaargezet, being sent, sent) answers 409 `locked`. Sending asks for If-Match, so the issue that
 * goes out is the one the editor looked at in the preview.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatDate, formatTime } from '@kerk/kit/dates';
import { zijstroomType } from '@kerk/kit/content-types';
import type { AdminZijstroom } from '@kerk/kit/api-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { named } from '../../lib/named-plugin';
import { now as clockNow } from '../../lib/clock';
import { publicOrigin } from '../../lib/public-origin';
import { toPlainText } from '../../lib/sanitize';
import { zijstroomMessages as messages } from '../../plugins/app/newsletter/zijstroom-editing';
import {
  listZijstroomSchema,
  pauseZijstroomSchema,
  previewZijstroomSchema,
  progressZijstroomSchema,
  proofZijstroomSchema,
  resumeZijstroomSchema,
  scheduleZijstroomSchema,
  unscheduleZijstroomSchema,
  zijstroomSchemas,
} from '../../schemas/admin-zijstroom';
import { collectionReplies, collectionRoutes, editors, whenText } from './collection-routes';
import zijstroomAttachmentRoutes from './zijstroom-attachments';
import zijstroomSubscriberRoutes from './zijstroom-subscribers';

const YEAR_MS = 366 * 86_400_000;

/** The Dutch answers of sending. */
export const sendMessages = {
  emptyBody: 'Deze Zijstroom heeft nog geen tekst. Schrijf eerst de tekst en sla die op.',
  badMoment: 'Vul een geldige datum en tijd in om te versturen.',
  pastMoment: 'Dit moment is al voorbij. Kies een later moment, of kies "Nu versturen".',
  tooFar: 'Kies een moment binnen een jaar.',
  notScheduled: 'Deze Zijstroom staat niet (meer) klaar: het versturen is al begonnen, of was niet gepland.',
  notSending: 'Deze Zijstroom wordt nu niet verstuurd: er valt niets te pauzeren.',
  notPaused: 'Deze Zijstroom is niet gepauzeerd.',
  tooManyProofs: (minutes: number) => `U heeft net al een aantal proeven gestuurd. Kijk eerst in uw mailbox; een nieuwe proef kan over ${minutes === 1 ? '1 minuut' : `${minutes} minuten`}.`,
} as const;

/** Proofs per editor: enough to check a few changes, not a mail cannon pointed at one's own mailbox. */
export const PROOF_QUOTA = { max: 10, timeWindow: 10 * 60_000 };

/** The routes that write an issue's content: refused once it is locked. */
const WRITES = [
  ['DELETE', '/:id'],
  ['POST', '/:id/revisions/:revisionId/restore'],
] as const;

const hasText = (html: string) => toPlainText(html).trim() !== '' || /<img\b/i.test(html);

const zijstroomRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const editing = fastify.zijstroomEditing;
  const issues = fastify.newsletter.issues;
  const replies = collectionReplies<AdminZijstroom>(messages);
  const refuse = (reply: FastifyReply, status: number, code: string, message: string) => reply.code(status).send({ code, message });
  const locked = (reply: FastifyReply) => refuse(reply, 409, 'locked', messages.locked);
  const audit = (request: FastifyRequest, action: 'zijstroom_scheduled' | 'zijstroom_unscheduled' | 'zijstroom_paused' | 'zijstroom_resumed', subject: string) =>
    fastify.accounts.audit.record({ actor: request.adminSession!.user, action, subject, ip: request.ip });

  // Delete and an earlier version back come from the shared routes: they too leave a locked issue alone.
  fastify.addHook('preHandler', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    if (!WRITES.some(([method, path]) => request.method === method && route === `${fastify.prefix}${path}`)) return;
    if ((await editing.isLocked((request.params as { id: number }).id)) === true) return locked(reply);
  });

  fastify.get('/', { schema: listZijstroomSchema, config: editors }, async () => ({ data: await editing.list() }));

  fastify.get('/:id/voorbeeld', { schema: previewZijstroomSchema, config: editors }, async (request, reply) => {
    const issue = await editing.get(request.params.id);
    const mail = issue && (await fastify.newsletter.preview(issue.id, request.adminSession!.user.email, publicOrigin(request, fastify.config)));
    if (!issue || !mail) return replies.notFound(reply);
    const { confirmed } = await fastify.newsletter.subscribersAdmin.counts();
    return { data: { ...mail, attachment: issue.attachment, recipients: confirmed } };
  });

  const proofQuota = fastify.createRateLimit({ ...PROOF_QUOTA, keyGenerator: (request) => `zijstroom-proof:${request.adminSession!.user.id}` });
  fastify.post('/:id/proef', { schema: proofZijstroomSchema, config: editors }, async (request, reply) => {
    const to = request.adminSession!.user.email;
    const used = await proofQuota(request);
    if (!used.isAllowed && used.isExceeded) {
      return reply.code(429).header('retry-after', String(used.ttlInSeconds)).send({ code: 'too_many_requests', message: sendMessages.tooManyProofs(Math.ceil(used.ttlInSeconds / 60)) });
    }
    if (!(await fastify.newsletter.sendProof(request.params.id, to, publicOrigin(request, fastify.config)))) return replies.notFound(reply);
    return reply.code(202).send({ data: { to } });
  });

  fastify.post('/:id/versturen', { schema: scheduleZijstroomSchema, config: editors }, async (request, reply) => {
    const version = replies.version(request, reply);
    if (version === null) return reply;
    const issue = await editing.get(request.params.id);
    if (!issue) return replies.notFound(reply);
    if (issue.status !== 'draft') return locked(reply);
    if (issue.version !== version) return refuse(reply, 409, 'conflict', messages.conflict(issue.updatedBy, issue.updatedAt, whenText));
    if (!hasText(issue.body)) return reply.code(400).send({ code: 'validation_error', message: sendMessages.emptyBody, fields: { body: sendMessages.emptyBody } });
    const now = clockNow();
    const wanted = request.body.sendAt ? Date.parse(request.body.sendAt) : now.getTime();
    if (Number.isNaN(wanted)) return refuse(reply, 400, 'validation_error', sendMessages.badMoment);
    if (request.body.sendAt && wanted <= now.getTime()) return refuse(reply, 400, 'past_moment', sendMessages.pastMoment);
    if (wanted > now.getTime() + YEAR_MS) return refuse(reply, 400, 'validation_error', sendMessages.tooFar);
    const at = new Date(wanted);
    if (!(await issues.schedule(issue.id, at, publicOrigin(request, fastify.config), request.adminSession!.user.email, now, version))) {
      const current = await editing.get(issue.id);
      if (!current) return replies.notFound(reply);
      return current.status !== 'draft' ? locked(reply) : refuse(reply, 409, 'conflict', messages.conflict(current.updatedBy, current.updatedAt, whenText));
    }
    await audit(request, 'zijstroom_scheduled', `${issue.title} (${formatDate(at.toISOString(), 'D MMMM YYYY')} ${formatTime(at.toISOString())})`);
    // The answer is the issue as scheduled, read before the worker is woken: woken first, it could
    // already have started a send for now (on PostgreSQL it sometimes did), a different answer per run.
    const scheduled = (await editing.get(issue.id))!;
    fastify.newsletter.wake();
    return { data: scheduled };
  });

  const change = (name: 'unschedule' | 'pause' | 'resume', action: Parameters<typeof audit>[1], refused: [string, string]) => async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
    const issue = await editing.get(request.params.id);
    if (!issue) return replies.notFound(reply);
    const done = name === 'unschedule' ? await issues.unschedule(issue.id, request.adminSession!.user.email) : await issues[name](issue.id);
    if (!done) return refuse(reply, 409, refused[0], refused[1]);
    await audit(request, action, issue.title);
    // Read before waking the worker, as after scheduling: the answer is what this request did.
    const changed = (await editing.get(issue.id))!;
    if (name === 'resume') fastify.newsletter.wake();
    return { data: changed };
  };
  fastify.post('/:id/niet-versturen', { schema: unscheduleZijstroomSchema, config: editors }, change('unschedule', 'zijstroom_unscheduled', ['not_scheduled', sendMessages.notScheduled]));
  fastify.post('/:id/pauzeren', { schema: pauseZijstroomSchema, config: editors }, change('pause', 'zijstroom_paused', ['not_sending', sendMessages.notSending]));
  fastify.post('/:id/hervatten', { schema: resumeZijstroomSchema, config: editors }, change('resume', 'zijstroom_resumed', ['not_paused', sendMessages.notPaused]));

  fastify.get('/:id/voortgang', { schema: progressZijstroomSchema, config: editors }, async (request, reply) => {
    const progress = await issues.progress(request.params.id);
    return progress ? { data: progress } : replies.notFound(reply);
  });

  await fastify.register(named(zijstroomAttachmentRoutes), { prefix: '/bijlagen' });
  await fastify.register(named(zijstroomSubscriberRoutes), { prefix: '/abonnees' });
  await fastify.register(collectionRoutes(editing, zijstroomSchemas, messages, zijstroomType));
};

export default zijstroomRoutes;
