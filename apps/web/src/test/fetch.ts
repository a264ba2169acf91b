import { vi } from 'vitest';

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

export function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

/** Replaces fetch with a function of the path; returns the mock to inspect the calls. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn<typeof fetch>(async (input, init) => handler(String(input), init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const profileOf = (overrides: Record<string, unknown> = {}) => ({
  id: '6f1c1f8e-2f53-4a53-9d0b-5f4a3c2b1a00',
  username: 'leafy',
  email: 'leafy@example.com',
  role: 'USER',
  verified: true,
  referralCode: null,
  referredCode: null,
  totalXp: 120,
  walletBalance: 100,
  tourCompleted: false,
  hasPassword: true,
  birthYear: 1990,
  createdAt: '2026-01-05T08:00:00.000Z',
  ...overrides,
});
