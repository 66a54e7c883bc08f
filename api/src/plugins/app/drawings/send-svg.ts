/** Answering with one of the shipped drawings as SVG (news images, church drawings, portraits). */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { PUBLIC_CACHE, sendNotModified, weakEtagOf } from '../http-cache/http-cache';

/**
 * Sends an SVG, revalidated on every use (an ETag, 304 while unchanged): the URL of an item's
 * drawing stays when an editor gives it another one. An SVG opened on its own must never run anything.
 */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: Buffer) {
  reply.header('cache-control', PUBLIC_CACHE).header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (sendNotModified(request, reply, weakEtagOf(svg))) return reply;
  return reply.type('image/svg+xml').send(svg);
}
