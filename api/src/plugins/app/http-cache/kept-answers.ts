/**
 * What the API's two caches of made answers share (json-cache.ts: the hottest JSON reads;
 * site/page-cache.ts: the rendered pages): a bounded store of answers, each with the data version
 * it was made for and when (lru-cache: the least recently used goes first); one making at a time
 * per answer, which everyone asking meanwhile shares; and each answer's compressed forms, made once.
 * Each cache keeps its own rule for when a kept answer still serves.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { LRUCache } from 'lru-cache';

import { nowMs } from '../../../lib/clock';

export interface Kept<Value> {
  value: Value;
  /** The data version (or versions) it was made for. */
  version: string;
  /** When it was made (the one clock), or a moment set earlier to make it count as older. */
  at: number;
}

export function createKeptAnswers<Value>(maxEntries: number) {
  const entries = new LRUCache<string, Kept<Value>>({ max: maxEntries });
  const making = new Map<string, Promise<unknown>>();
  return {
    get: (key: string): Kept<Value> | undefined => entries.get(key),
    keep(key: string, value: Value, version: string, at = nowMs()): void {
      entries.set(key, { value, version, at });
    },
    /** Makes it once per `flight` (a key with its version): who asks while it is being made shares it. */
    once<T>(flight: string, make: () => Promise<T>): Promise<T> {
      const pending = making.get(flight) as Promise<T> | undefined;
      if (pending) return pending;
      const made = make().finally(() => making.delete(flight));
      making.set(flight, made);
      return made;
    },
  };
}

export type Encoding = 'br' | 'gzip';

/** Compression levels: the JSON answers are small and kept long, the pages are made again every few seconds under load. */
export interface Levels {
  br: number;
  gzip: number;
}

/** `text()` compressed in `encoding`, made once and kept in `forms` under `id` (the encoding and what else the form varies by). */
export function compressedOnce(forms: Map<string, Buffer>, id: string, encoding: Encoding, text: () => string, levels: Levels): Buffer {
  let body = forms.get(id);
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(text(), { params: { [constants.BROTLI_PARAM_QUALITY]: levels.br } }) : gzipSync(text(), { level: levels.gzip });
    forms.set(id, body);
  }
  return body;
}
