/**
 * GET /api/giving (the active purposes with their SEPA QR codes, for /geven), /api/giving/purposes/{id}
 * (one, for its printable page), /api/giving/purposes/{id}/qr.png (1000 px, for the beamer and the
 * liturgy) and /api/giving/services/{id} (a service's purposes, the QR codes of its day). `day`
 * sets the date in the transfer's description; today (Amsterdam) when left out.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isCalendarDate } from '@kerk/kit/dates/calendar';

import { getGivingPngSchema, getGivingPurposeSchema, getServiceGivingSchema, listGivingSchema } from '../../schemas/giving';

const notFound = { code: 'not_found', message: 'Dit collectedoel bestaat niet (meer).' };
const badDay = { code: 'bad_request', message: 'Deze datum bestaat niet.' };

const givingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { giving } = fastify;

  fastify.get('/', { schema: listGivingSchema, config: { publicCache: true } }, async (request, reply) => {
    const { day } = request.query;
    if (day && !isCalendarDate(day)) return reply.code(400).send(badDay);
    return { data: await giving.active(day) };
  });

  fastify.get('/purposes/:id', { schema: getGivingPurposeSchema, config: { publicCache: true } }, async (request, reply) => {
    const { day } = request.query;
    if (day && !isCalendarDate(day)) return reply.code(400).send(badDay);
    const purpose = await giving.one(request.params.id, day);
    return purpose ? { data: purpose } : reply.code(404).send(notFound);
  });

  fastify.get('/purposes/:id/qr.png', { schema: getGivingPngSchema, config: { publicCache: true } }, async (request, reply) => {
    const { day } = request.query;
    if (day && !isCalendarDate(day)) return reply.code(400).send(badDay);
    const png = await giving.png(request.params.id, day);
    if (!png) return reply.code(404).send(notFound);
    return reply.type('image/png').header('content-disposition', `attachment; filename="qr-collectedoel-${request.params.id}.png"`).send(png);
  });

  fastify.get('/services/:id', { schema: getServiceGivingSchema, config: { publicCache: true } }, async (request, reply) => {
    const purposes = await giving.ofService(request.params.id);
    return purposes ? { data: purposes } : reply.code(404).send({ code: 'not_found', message: 'Dienst niet gevonden' });
  });
};

export default givingRoutes;
