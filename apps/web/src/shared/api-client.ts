import { IDEMPOTENCY_KEY_HEADER } from '@punla/contract';
import { API_BASE_URL, apiHeaders, takePreloaded } from './api-preload.ts';
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency-keys.ts';
import { paths } from './paths.ts';
import { navigateTo } from './navigation.ts';
import { useSessionStore } from './session/session-store.ts';

export { API_BASE_URL };

/** A response that is not 2xx. `body` is the parsed JSON (or the text) the server sent. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }

  /** The error code of the body (`{ code }`), when there is one. */
  get code(): string | undefined {
    const body = this.body;
    if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') {
      return body.code;
    }
    return undefined;
  }
}

/** Anything with a zod-like `parse`; the contract's schemas fit. */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

/** For a 204 No Content answer (a delete): there is nothing to read. */
export const noContent: ResponseSchema<null> = { parse: () => null };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** A 401 normally ends the session; the login call itself keeps its own message. */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
  /**
   * The action counts once (a sign-up, a purchase, a claim, a create): an `Idempotency-Key`
   * goes with it, the same one for the same request sent again until it has been answered
   * (shared/idempotency-keys.ts), so a repeat after a lost answer gets the first answer.
   */
  idempotent?: boolean;
  /** Headers of this request besides the API's own. */
  headers?: Record<string, string>;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function onUnauthorized(): void {
  useSessionStore.getState().clearSession();
  if (window.location.pathname !== paths.login) navigateTo(paths.login, { replace: true });
}

/**
 * Whether the action's answer is final, so the next such request is a new action. A network
 * failure (the fetch threw), a 5xx, or the key still being handled leave the key for a retry,
 * since the first request may have been (or may yet be) carried out.
 */
function answered(status: number, data: unknown): boolean {
  // Too many requests: the action may still be done once the limit allows, with the same key.
  if (status >= 500 || status === 429) return false;
  const code = data && typeof data === 'object' && 'code' in data ? data.code : undefined;
  return code !== 'IDEMPOTENCY_KEY_IN_USE';
}

/** The body as sent: JSON text, or a multipart form as is. */
function encodeBody(method: string, body: unknown): BodyInit | undefined {
  if (method === 'GET') return undefined;
  if (body instanceof FormData) return body;
  // A body-carrying method without a body sends `{}`, since an empty JSON body is not JSON.
  return JSON.stringify(body ?? {});
}

/**
 * Calls the API: credentials included, JSON, the bearer token when there is one, no timeout
 * (docs/spec-notes.md §7). A FormData body (a form with a picture) goes as multipart: the browser then sets
 * the content type itself, with the boundary, so none is set here. Throws ApiError for
 * non-2xx answers; network failures reject as the fetch does.
 */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, handleUnauthorized = true, signal, idempotent } = options;
  const headers = {
    ...options.headers,
    ...apiHeaders(useSessionStore.getState().token, !(body instanceof FormData)),
  };
  const action = idempotent ? idempotencyKeyFor(method, path, body) : undefined;
  if (action) headers[IDEMPOTENCY_KEY_HEADER] = action.key;

  const response = await fetch(`${API_BASE_URL}${path}`, {
    method,
    headers,
    credentials: 'include',
    body: encodeBody(method, body),
    signal,
  });
  const data = await readBody(response);
  if (action && answered(response.status, data)) forgetIdempotencyKey(action);
  return okData(response, data, handleUnauthorized);
}

/** The answer's data when it is 2xx; else an ApiError (and a 401 ends the session when asked). */
function okData(response: Response, data: unknown, handleUnauthorized: boolean): unknown {
  if (!response.ok) {
    if (response.status === 401 && handleUnauthorized) onUnauthorized();
    throw new ApiError(response.status, response.statusText, data);
  }
  return data;
}

/** A file the API sends (a CSV export): its bytes as they came, and the name the server gave. */
export interface ApiFile {
  blob: Blob;
  /** From the answer's `Content-Disposition`; null when it names none. */
  filename: string | null;
}

/**
 * GETs a file with the session's token, as `apiRequest` sends any call: a failure is the same
 * ApiError (a 401 ends the session). The body is read as bytes, not as text, so that a byte
 * order mark the file starts with is kept.
 */
export async function apiFile(path: string): Promise<ApiFile> {
  const response = await fetch(`${API_BASE_URL}${path}`, {
    headers: { ...apiHeaders(useSessionStore.getState().token, false), Accept: '*/*' },
    credentials: 'include',
  });
  if (!response.ok) okData(response, await readBody(response), true);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/** A GET: the answer started as the app started (api-preload.ts) when there is one, else asked now. */
async function getAnswer(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<unknown> {
  const early = takePreloaded(path);
  if (early) {
    const response = await early;
    return okData(response, await readBody(response), options.handleUnauthorized ?? true);
  }
  return apiRequest(path, { ...options, method: 'GET' });
}

export const api = {
  get: async <T>(
    path: string,
    schema: ResponseSchema<T>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => schema.parse(await getAnswer(path, options)),
  post: async <T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => schema.parse(await apiRequest(path, { ...options, method: 'POST', body })),
  /** A POST of an action that counts once: sent with an `Idempotency-Key` (`idempotent`). */
  postOnce: async <T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options?: Omit<RequestOptions, 'method' | 'body' | 'idempotent'>,
  ) => schema.parse(await apiRequest(path, { ...options, method: 'POST', body, idempotent: true })),
  put: async <T>(
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => schema.parse(await apiRequest(path, { ...options, method: 'PUT', body })),
  delete: async <T>(
    path: string,
    schema: ResponseSchema<T>,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => schema.parse(await apiRequest(path, { ...options, method: 'DELETE' })),
};
