/**
 * Drawings shipped in the repo (content/images/<folder>/*.svg), read once at start: a handful of
 * small files served from memory (see plugins/app/drawings). Only names found in the folder can be
 * served, so no request path ever reaches the file system.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { PUBLIC_CACHE, sendNotModified, weakEtagOf } from '../plugins/app/http-cache/http-cache';

export function loadSvgFolder(dir: string): Map<string, Buffer> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.svg')) : [];
  return new Map(files.map((file) => [file, fs.readFileSync(path.join(dir, file))]));
}

/**
 * Sends an SVG, revalidated on every use (an ETag, 304 while unchanged): the URL of an item's
 * drawing stays when an editor gives it another one. An SVG opened on its own must never run anything.
 */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: Buffer) {
  reply.header('cache-control', PUBLIC_CACHE).header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (sendNotModified(request, reply, weakEtagOf(svg))) return reply;
  return reply.type('image/svg+xml').send(svg);
}

/** The public URL of a resource's image under the API's own base (API_URL), e.g. `/api/churches/3/image`. */
export const resourceImageUrl = (apiUrl: string, resource: string, id: number, kind: string) =>
  `${apiUrl.replace(/\/+$/, '')}/${resource}/${id}/${kind}`;
