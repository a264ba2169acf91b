import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest } from './api-client.ts';
import { newIdempotencyKey } from './idempotency-keys.ts';
import { registerNavigator } from './navigation.ts';
import { initialSessionValues, useSessionStore } from './session/session-store.ts';
import { loggedUserOf } from '../test/session.ts';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

function jsonResponse(status: number, body: unknown, statusText = '') {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

const loggedUser = loggedUserOf({ totalXp: 0 });

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  registerNavigator(navigate);
  useSessionStore.setState({ ...initialSessionValues });
});

afterEach(() => {
  registerNavigator(null);
});

describe('api client', () => {
  it('sends credentials, JSON and no bearer header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await apiRequest('/api/health');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/health');
    expect(init?.credentials).toBe('include');
    expect(init?.signal).toBeUndefined();
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the bearer token and a JSON body', async () => {
    useSessionStore.getState().setToken('abc.def.ghi');
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    const answer = await api.post(
      '/api/x',
      { a: 1 },
      { parse: (data) => data as { message: string } },
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc.def.ghi');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(answer).toEqual({ message: 'ok' });
  });

  it('throws an ApiError with the status and the body', async () => {
    const body = { statusCode: 409, error: 'Conflict', code: 'EMAIL_TAKEN', message: 'Taken.' };
    fetchMock.mockResolvedValue(jsonResponse(409, body, 'Conflict'));
    const error = await apiRequest('/api/public/user/signup', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, statusText: 'Conflict', body });
    expect((error as ApiError).code).toBe('EMAIL_TAKEN');
  });

  it('ends the session and goes to login on a 401', async () => {
    useSessionStore.getState().setSession({ token: 'old', loggedUser });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Your session has expired.' }));
    await expect(apiRequest('/api/secure/user/1')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().loggedUser).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('keeps the session on a 401 of the login call itself', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Wrong e-mail or password.' }));
    await expect(
      apiRequest('/api/public/user/login', { method: 'POST', body: {}, handleUnauthorized: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a FormData body as multipart, without a content type of its own', async () => {
    useSessionStore.getState().setToken('abc.def.ghi');
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 7 }));
    const form = new FormData();
    form.append('name', 'Narra');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'narra.png', {
      type: 'image/png',
    });
    form.append('image', picture);
    await api.post('/api/secure/tree', form, { parse: (data) => data as { id: number } });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    // The browser writes multipart/form-data with its boundary when none is set.
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(init?.body).toBe(form);
    const sent = init?.body as FormData;
    expect(sent.get('name')).toBe('Narra');
    expect((sent.get('image') as File).name).toBe('narra.png');
  });

  it('keeps sending JSON, and `{}` for a body-less POST, when no form is given', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await apiRequest('/api/secure/planted-tree/daily-xp', { method: 'POST' });
    await apiRequest('/api/secure/tree/3', { method: 'DELETE' });
    for (const [, init] of fetchMock.mock.calls) {
      expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
      expect(init?.body).toBe('{}');
    }
  });

  it('reads a 204 answer as null', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/secure/tree/3', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('parses the answer with the given schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { enabled: 'yes' }));
    const schema = {
      parse: (data: unknown) => {
        if (typeof (data as { enabled?: unknown }).enabled !== 'boolean') throw new Error('bad');
        return data as { enabled: boolean };
      },
    };
    await expect(api.get('/api/public/user/google/status', schema)).rejects.toThrow('bad');
  });
});

describe('Idempotency-Key of an action that counts once', () => {
  const anything = { parse: (data: unknown) => data };
  const keyOf = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)['Idempotency-Key'];

  it('sends a key with postOnce only, never with a plain post', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await api.postOnce('/api/secure/post', { title: 'A' }, anything);
    await api.post('/api/secure/report', { type: 'BUG' }, anything);
    expect(keyOf(0)).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keyOf(1)).toBeUndefined();
  });

  it('sends the same key again after a lost answer, and a new one once answered', async () => {
    const body = { quantity: 1 };
    const path = '/api/secure/marketplace/item/1/user/u/buy';
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.postOnce(path, body, anything)).rejects.toThrow('Failed to fetch');
    fetchMock.mockResolvedValueOnce(jsonResponse(502, { message: 'Bad gateway' }));
    await expect(api.postOnce(path, body, anything)).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { walletBalance: 90 }));
    await api.postOnce(path, body, anything);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).toBe(keyOf(0));

    // Answered: buying the same again is a new purchase; another body is another action.
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await api.postOnce(path, body, anything);
    await api.postOnce(path, { quantity: 2 }, anything);
    expect(keyOf(3)).not.toBe(keyOf(0));
    expect(keyOf(4)).not.toBe(keyOf(3));
  });

  it('gives two taps sent before the first answer the same key', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await Promise.all([
      api.postOnce('/api/secure/quest/user/u/claim', { quest: 'DAILY_LOGIN' }, anything),
      api.postOnce('/api/secure/quest/user/u/claim', { quest: 'DAILY_LOGIN' }, anything),
    ]);
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('forgets the key after a refusal, so fixing the input and sending again is a new action', async () => {
    const body = { email: 'a@example.test', username: 'tree_lover', password: 'Seedling-42' };
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'This username is taken.' }));
    await expect(api.postOnce('/api/public/user/signup', body, anything)).rejects.toThrow();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    await api.postOnce('/api/public/user/signup', body, anything);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  it('keeps the key after "too many requests", so the sign-up sent again is the same action', async () => {
    const body = { email: 'b@example.test', username: 'leafy_one', password: 'Seedling-42' };
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { message: 'Too many logins.' }));
    await expect(api.postOnce('/api/public/user/signup', body, anything)).rejects.toThrow();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    await api.postOnce('/api/public/user/signup', body, anything);
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('makes a key without crypto.randomUUID (a page served over plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(7) });
    try {
      expect(newIdempotencyKey()).toBe('07'.repeat(16));
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('fetch', fetchMock);
    }
  });
});
