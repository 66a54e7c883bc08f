/**
 * Test helper: the drafts and presence routes of the admin API (`/api/admin/<resource>/drafts/:ref`,
 * `/presence/:ref`) as the server answers them, for a feature's fake admin server. `others` are the
 * editors the heartbeat reports; `drafts` holds what was kept, by path.
 */
import type { Draft, Presence } from './collection-api';

export interface FakeDrafts {
  drafts: Map<string, Draft>;
  others: Presence[];
  puts: { path: string; body: Record<string, unknown> }[];
  handle: (url: URL, init?: RequestInit) => { status?: number; body: unknown } | undefined;
}

export function fakeDrafts(savedAt = '2026-11-25T05:35:00.000Z'): FakeDrafts {
  const state: FakeDrafts = {
    drafts: new Map(),
    others: [],
    puts: [],
    handle(url, init) {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      if (/\/presence\/[^/]+$/.test(url.pathname)) return { body: { data: { others: state.others } } };
      if (!/\/drafts\/[^/]+$/.test(url.pathname)) return undefined;
      const path = url.pathname;
      if (method === 'GET') return { body: { data: { draft: state.drafts.get(path) ?? null, others: state.others } } };
      if (method === 'DELETE') {
        state.drafts.delete(path);
        return { status: 204, body: null };
      }
      state.puts.push({ path, body });
      state.drafts.set(path, { values: body.values as Record<string, unknown>, base: (body.base as Record<string, unknown> | null) ?? null, baseVersion: (body.baseVersion as number | null) ?? null, savedAt });
      return { body: { data: { savedAt, others: state.others } } };
    },
  };
  return state;
}

/** An upload's answer in `fakeUploads`: the API's status and body, or `'offline'` (the request fails). */
export type UploadAnswer = { status: number; body: unknown } | 'offline';

/**
 * Test helper: XMLHttpRequest as the uploads send (upload-request.ts). Each request is kept (its URL
 * and file); the n-th is answered with `answers[n]` (the last one again after that), halfway first.
 */
export function fakeUploads(...answers: UploadAnswer[]): { url: string; body: unknown }[] {
  const sent: { url: string; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: unknown) {
      const answer = answers[Math.min(sent.length, answers.length - 1)]!;
      sent.push({ url: this.url, body });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        if (answer === 'offline') return this.onerror?.();
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeXhr() as unknown as XMLHttpRequest);
  return sent;
}
