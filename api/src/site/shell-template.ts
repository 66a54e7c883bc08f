/**
 * The shell's index.html that every page answer starts from: read from the shell's dist (re-read
 * when the file changes, i.e. on a new build), or fetched from SHELL_INDEX_URL when another server
 * holds the shell's files (nginx in docker-compose), refetched every few seconds and kept when the
 * shell cannot be reached. `version` changes whenever the text does (a key for rendered pages).
 */
import fs from 'node:fs';
import { nowMs } from '../lib/clock';

export interface ShellTemplate {
  read(): Promise<{ text: string; version: string } | null>;
}

export function fileTemplate(indexPath: string): ShellTemplate {
  let cached: { mtimeMs: number; text: string } | null = null;
  return {
    async read() {
      let mtimeMs: number;
      try {
        mtimeMs = fs.statSync(indexPath).mtimeMs;
        if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: await fs.promises.readFile(indexPath, 'utf8') };
      } catch {
        return null;
      }
      return { text: cached.text, version: `file:${mtimeMs}` };
    },
  };
}

export const URL_TEMPLATE_TTL_MS = 10_000;

export function urlTemplate(url: string, onError: (reason: string) => void, ttlMs = URL_TEMPLATE_TTL_MS): ShellTemplate {
  let cached: { text: string; version: number } | null = null;
  let fetchedAt = -Infinity;
  let pending: Promise<void> | null = null;

  async function refresh() {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const text = await response.text();
      if (text !== cached?.text) cached = { text, version: (cached?.version ?? 0) + 1 };
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      fetchedAt = nowMs();
    }
  }

  return {
    async read() {
      if (nowMs() - fetchedAt >= ttlMs) {
        // One fetch at a time, however many pages are asked for meanwhile.
        pending ??= refresh().finally(() => (pending = null));
        if (!cached) await pending;
      }
      return cached ? { text: cached.text, version: `url:${cached.version}` } : null;
    },
  };
}
