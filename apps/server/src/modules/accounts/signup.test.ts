import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { codeFrom } from '../../../test/smtp-inbox.ts';
import { createPlayer, createTestApp, useTestApp, uniqueName } from '../../../test/test-app.ts';
import { newAccount, signUp, verifyEmail } from '../../../test/factories/accounts.ts';

const t = useTestApp();

const signup = (payload: unknown) => signUp(t, payload);

describe('POST /api/public/user/signup', () => {
  it('creates an unverified player and mails a 6-digit code with a verification link', async () => {
    const { username, email, password } = newAccount();
    const response = await signup({ email: email.toUpperCase(), username, password });
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
    const { username, email, password } = newAccount();
    expect((await signup({ email, username, password })).statusCode).toBe(201);

    const sameEmail = await signup({ email, username: uniqueName(), password });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this e-mail already exists.',
    });

    const sameName = await signup({
      email: `other-${email}`,
      username: username.toUpperCase(),
      password,
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
      url: apiRoutes.accounts.signup,
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
    const account = newAccount();
    const responses = await Promise.all(Array.from({ length: 8 }, () => signup(account)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    // Only the sign-up that made the account is logged in.
    const tokens = responses.filter((response) => 'token' in response.json());
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.statusCode).toBe(201);
  });
});

describe('the session a sign-up answers with', () => {
  const getProfile = (userId: string, token: string) =>
    t.request({ method: 'GET', url: pathTo(apiRoutes.accounts.user, { userId }), token });

  it('logs the new player in: the token reads their own profile, and still works after verifying', async () => {
    const account = newAccount();
    const response = await signup(account);
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json<{ token: string; user: { id: string } }>();
    expect(token).toEqual(expect.any(String));

    const before = await getProfile(user.id, token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ username: account.username, verified: false });

    const code = codeFrom(await t.inbox.next(account.email));
    expect((await verifyEmail(t, account.email, code)).statusCode).toBe(200);
    const after = await getProfile(user.id, token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ username: account.username, verified: true });
  });

  it('is the same kind of session as a login: its own account only, and no rewards before verifying', async () => {
    const account = newAccount();
    const { token, user } = (await signup(account)).json<{
      token: string;
      user: { id: string };
    }>();
    const other = await createPlayer(t);
    expect((await getProfile(other.user.id, token)).statusCode).toBe(403);

    const claim = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.quests.claim, { userId: user.id }),
      token,
      payload: { quest: 'DAILY_LOGIN' },
    });
    expect(claim.statusCode).toBe(403);
    expect(claim.json().message).toBe('Verify your e-mail address to claim quest rewards.');
  });

  it('gives no session for an e-mail that already has an account', async () => {
    const existing = await createPlayer(t);
    const response = await signup({
      email: existing.user.email.toUpperCase(),
      username: uniqueName(),
      password: 'Seedling-42',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'EMAIL_TAKEN',
      message: 'An account with this e-mail already exists.',
    });
    expect(response.body).not.toContain('token');
  });
});

describe('sign-up rate limit', () => {
  it('refuses sign-ups past the hourly limit per network with 429 and says when to retry', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, signupsPerIp: 2 },
    });
    try {
      for (let i = 0; i < 2; i += 1) {
        expect((await signUp(limited, newAccount())).statusCode).toBe(201);
      }
      const account = newAccount();
      const refused = await signUp(limited, account);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many sign-ups from this network\. Try again in \d+ minutes?\.$/,
      );
      limited.clock.advance(60 * 60 * 1000);
      const later = await signUp(limited, account);
      expect(later.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
