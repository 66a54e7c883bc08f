/**
 * Serves the composed site from the same origin as the API: the shell's dist at `/`, each remote's
 * dist at `/<id>/`, the generated `/remotes.json`, and the SPA fallback for client-side routes.
 * A dist that is not built yet is skipped with a warning, so the API still boots.
 */
import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { REMOTE_IDS } from '../../external/env';
import { sendNotFound } from '../errors/error-handler';
import { NO_CACHE, staticHeaders } from './cache-headers';
import { remotesManifest, remotesManifestSchema } from './remotes';

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
const isRemotePath = (pathname: string) => REMOTE_IDS.some((id) => isUnder(pathname, `/${id}`));
const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && Boolean(request.headers.accept?.includes('text/html'));

/**
 * Root 404: an HTML navigation to a client-side route (e.g. /gemeente/kerkenraad) gets the shell's
 * index.html; API paths and missing assets (above all under a remote folder) get a real 404, so a
 * missing chunk fails loudly instead of parsing HTML as JavaScript.
 */
function spaFallback(shellDist: string) {
  const indexPath = path.join(shellDist, 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isUnder(pathname, '/api') || isRemotePath(pathname) || !wantsHtml(request)) return sendNotFound(request, reply);
    try {
      const html = await fs.promises.readFile(indexPath);
      return reply.code(200).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
    } catch {
      request.log.warn({ indexPath }, 'SPA fallback without a built shell');
      return sendNotFound(request, reply);
    }
  };
}

export default fp(
  async (fastify) => {
    const { webRoot } = fastify.config;
    const folders = [
      { dir: path.join(webRoot, 'shell', 'dist'), prefix: '/', cors: false },
      ...REMOTE_IDS.map((id) => ({ dir: path.join(webRoot, id, 'dist'), prefix: `/${id}/`, cors: true })),
    ];
    for (const { dir, prefix, cors } of folders) {
      if (!fs.existsSync(dir)) {
        fastify.log.warn({ dir }, `not serving ${prefix}: folder does not exist (not built yet?)`);
        continue;
      }
      await fastify.register(fastifyStatic, {
        root: dir,
        prefix,
        // Several instances: none may claim reply.sendFile, and our setHeaders owns Cache-Control.
        decorateReply: false,
        cacheControl: false,
        setHeaders: staticHeaders({ cors }),
      });
    }

    const manifest = remotesManifest(fastify.config);
    fastify.get('/remotes.json', { schema: remotesManifestSchema }, async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return manifest;
    });

    fastify.setNotFoundHandler(spaFallback(folders[0]!.dir));
  },
  { name: 'web', dependencies: ['env', 'error-handler'] },
);
