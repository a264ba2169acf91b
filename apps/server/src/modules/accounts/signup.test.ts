import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@punla/contract';
import { codeFrom } from '../../../test/smtp-inbox.ts';
import { createTestApp, uniqueName, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function signup(payload: unknown) {
  return t.request({ method: 'POST', url: apiPaths.signup, payload: payload as object });
}

describe('POST /api/public/user/signup', () => {
  it('creates an unverified player and mails a 6-digit code with a verification link', async () => {
    const username = uniqueName();
    const email = `${username.toLowerCase()}@example.test`;
    const response = await signup({
      email: email.toUpperCase(),
      username,
      password: 'Seedling-42',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ username, email, role: 'USER', verified: false, totalXp: 0 });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(response.body).not.toContain('scrypt');
    expect(body.message).toContain(email);

    const mail = await t.inbox.next(email);
    expect(mail.subject).toBe('Your Punla verification code');
    const code = codeFrom(mail);
    expect(mail.text).toContain(
      `http://punla.test/verify-account/${encodeURIComponent(email)}/${code}`,
    );
  });

  it('refuses a taken e-mail and a taken username (any letter case)', async () => {
    const username = uniqueName();
    const email = `${username.toLowerCase()}@example.test`;
    expect((await signup({ email, username, password: 'Seedling-42' })).statusCode).toBe(201);

    const sameEmail = await signup({ email, username: uniqueName(), password: 'Seedling-42' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this e-mail already exists.',
    });

    const sameName = await signup({
      email: `other-${email}`,
      username: username.toUpperCase(),
      password: 'Seedling-42',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().code).toBe('USERNAME_TAKEN');
  });

  it.each([
    [{}, 'email: Enter a valid e-mail address.'],
    [
      { email: 'not-an-email', username: 'tree_lover', password: 'Seedling-42' },
      'email: Enter a valid e-mail address.',
    ],
    [
      { email: 'a@example.test', username: 'ab', password: 'Seedling-42' },
      'username: A username has at least 3 characters.',
    ],
    [
      { email: 'a@example.test', username: 'a'.repeat(21), password: 'Seedling-42' },
      'username: A username has at most 20 characters.',
    ],
    [
      { email: 'a@example.test', username: 'tree lover!', password: 'Seedling-42' },
      'username: A username may use only letters, digits and _.',
    ],
    [
      { email: 'a@example.test', username: 'tree_lover', password: 'short' },
      'password: A password has at least 8 characters.',
    ],
    [
      { email: 'a@example.test', username: 'tree_lover', password: 'x'.repeat(129) },
      'password: A password has at most 128 characters.',
    ],
    [
      { email: 'a@example.test', username: 12345, password: 'Seedling-42' },
      'username: Enter a username.',
    ],
    [
      { email: 'a@example.test', username: 'tree_lover', password: 'Seedling-42', role: 'ADMIN' },
      'Unknown field "role" in the body.',
    ],
    [
      { email: 'a@example.test', username: 'tree_lover', password: 'Seedling-42', verified: true },
      'Unknown field "verified" in the body.',
    ],
  ])('refuses %j with a message naming the problem', async (payload, message) => {
    const response = await signup(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
    });
    expect(response.json().message).toContain(message);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.request({
      method: 'POST',
      url: apiPaths.signup,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });

  it('refuses a huge body', async () => {
    const response = await signup({
      email: 'a@example.test',
      username: 'x'.repeat(2_000_000),
      password: 'Seedling-42',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large.');
  });

  it('creates one account when the same sign-up is sent many times at once', async () => {
    const username = uniqueName();
    const email = `${username.toLowerCase()}@example.test`;
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => signup({ email, username, password: 'Seedling-42' })),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
  });
});

describe('sign-up rate limit', () => {
  it('refuses sign-ups past the hourly limit per network with 429 and says when to retry', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, signupsPerIp: 2 },
    });
    try {
      for (let i = 0; i < 2; i += 1) {
        const name = uniqueName();
        const ok = await limited.request({
          method: 'POST',
          url: apiPaths.signup,
          payload: { email: `${name}@example.test`, username: name, password: 'Seedling-42' },
        });
        expect(ok.statusCode).toBe(201);
      }
      const name = uniqueName();
      const refused = await limited.request({
        method: 'POST',
        url: apiPaths.signup,
        payload: { email: `${name}@example.test`, username: name, password: 'Seedling-42' },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many sign-ups from this network\. Try again in \d+ minutes?\.$/,
      );
      limited.clock.advance(60 * 60 * 1000);
      const later = await limited.request({
        method: 'POST',
        url: apiPaths.signup,
        payload: { email: `${name}@example.test`, username: name, password: 'Seedling-42' },
      });
      expect(later.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
