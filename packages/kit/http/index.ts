/**
 * The request helper of spec §7. It never throws: every call resolves to `{ data }` or `{ error }`.
 * - POST, PUT and PATCH with a body send a JSON content type; a Blob or File body (a photo) goes
 *   as it is, with its own type;
 * - a thrown error (network down, bad JSON) becomes `{ code: 'error', message }`;
 * - a failed response only logs a warning and yields the server's `{ code, message }` when it sent one;
 * - array answers stay arrays, object answers stay objects.
 */
export interface ApiError {
  code: string;
  message: string;
  status?: number;
  /** Per-field messages a server may add to a 400 (e.g. the contact form). */
  fields?: Record<string, string>;
}

export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

let baseUrl = '/api';

/** Sets the API base URL (from /remotes.json's `apiUrl`); default `/api`. */
export function configureApiBase(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

export function getApiBase(): string {
  return baseUrl;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Outlives the page (fetch's `keepalive`): a last save sent while the tab reloads or closes. */
  keepalive?: boolean;
}

const toUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`);

function errorFromBody(body: unknown, status: number, statusText: string): ApiError {
  if (body && typeof body === 'object' && 'message' in body) {
    const b = body as Partial<ApiError>;
    return { code: String(b.code ?? 'error'), message: String(b.message), status, ...(b.fields ? { fields: b.fields } : {}) };
  }
  return { code: 'error', message: statusText || `HTTP ${status}`, status };
}

/** Performs one request; see the module comment for its guarantees. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const binary = (typeof Blob !== 'undefined' && options.body instanceof Blob) || (typeof File !== 'undefined' && options.body instanceof File);
  // Only with a body: a JSON content type with an empty body is a 400 to the API (Fastify).
  if (binary) headers['Content-Type'] = (options.body as Blob).type || 'application/octet-stream';
  else if (options.body !== undefined && (method === 'POST' || method === 'PUT' || method === 'PATCH')) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(toUrl(path), {
      method,
      headers,
      body: options.body === undefined ? undefined : binary ? (options.body as Blob) : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) {
      console.warn(`[request] ${method} ${path} failed with ${response.status}`);
      return { error: errorFromBody(body, response.status, response.statusText) };
    }
    return { data: body as T };
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return { error: { code: 'error', message } };
  }
}
