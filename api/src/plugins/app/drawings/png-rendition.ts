/**
 * PNG renditions of the SVG drawings, for link previews: Facebook, WhatsApp and X show no SVG as
 * og:image / twitter:image. Rendered with resvg (@resvg/resvg-js: Rust, a prebuilt binary per
 * platform from the registry) on libuv's thread pool, so a render never blocks the event loop.
 */
import { createHash } from 'node:crypto';

import { renderAsync, Resvg } from '@resvg/resvg-js';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { sendNotModified } from '../http-cache/http-cache';

export interface PngSize {
  width: number;
  height: number;
}

export interface Png extends PngSize {
  data: Buffer;
  /** Strong: the same bytes always leave unencoded (PNG is not compressed again). */
  etag: string;
}

/** A PNG keeps its URL across deploys and edits (an item's drawing may change), so it is revalidated on every use. */
export const PNG_CACHE = 'public, no-cache';

// The drawings hold no text: no system fonts to scan, and the same pixels on every machine.
const renderOptions = (width: number) => ({ fitTo: { mode: 'width' as const, value: width }, font: { loadSystemFonts: false } });

/** The size `svg` renders to at `width` pixels wide (its own aspect ratio), without rendering it. */
export function pngSizeOf(svg: Buffer, width: number): PngSize {
  const drawing = new Resvg(svg, renderOptions(width));
  return { width, height: Math.round((width * drawing.height) / drawing.width) };
}

export async function renderPng(svg: Buffer, width: number): Promise<Png> {
  const image = await renderAsync(svg, renderOptions(width));
  const data = image.asPng();
  return { data, width: image.width, height: image.height, etag: `"${createHash('sha1').update(data).digest('base64url')}"` };
}

/** Sends a PNG with its ETag; a matching If-None-Match gets a 304. */
export function sendPng(request: FastifyRequest, reply: FastifyReply, png: Png) {
  reply.header('cache-control', PNG_CACHE);
  if (sendNotModified(request, reply, png.etag)) return reply;
  return reply.type('image/png').send(png.data);
}
