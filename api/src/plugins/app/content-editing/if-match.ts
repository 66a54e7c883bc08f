/**
 * The numeric version an `If-Match` names, for items whose ETag is their version number (pages,
 * services and the next content items): `"3"`, also weak `W/"3"`; undefined without the header,
 * null when it names no version.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const numericEtag = (version: number) => `"${version}"`;

export function expectedVersion(request: FastifyRequest): number | null | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header === '') return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(header);
  return match ? Number(match[1]) : null;
}

/** 428 without If-Match, 400 for one that names no version (both with the caller's Dutch message); else the version. */
export function versionOrRefuse(request: FastifyRequest, reply: FastifyReply, messages: { missing: string; bad: string }): number | null {
  const version = expectedVersion(request);
  if (version === undefined) reply.code(428).send({ code: 'precondition_required', message: messages.missing });
  else if (version === null) reply.code(400).send({ code: 'bad_request', message: messages.bad });
  return version ?? null;
}
