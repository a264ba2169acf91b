import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { codeFrom } from '../../../test/smtp-inbox.ts';
import { expectOneCodeAMinuteFiveAnHour, toTopOfTheHour } from '../../../test/code-limits.ts';
import { defaultRateLimits } from '../../config.ts';
import { createPlayer, useTestApp, uniqueName } from '../../../test/test-app.ts';
import { login, signUpPlayer } from '../../../test/factories/accounts.ts';
import { referralCodeOf } from '../../../test/factories/referrals.ts';
import { findUserById, insertUser } from './accounts.repository.ts';

// Every request here comes from one address; the per-address limits are not under test here.
const t = useTestApp({ rateLimits: { ...defaultRateLimits(), verifyPerIp: 10_000 } });

const forgot = (payload: unknown) =>
  t.request({
    method: 'POST',
    url: apiRoutes.accounts.forgotPassword,
    payload: payload as object,
  });
const reset = (payload: unknown, remoteAddress?: string) =>
  t.request({
    method: 'POST',
    url: apiRoutes.accounts.resetPassword,
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const resetByLink = (payload: unknown) =>
  t.request({
    method: 'POST',
    url: apiRoutes.accounts.resetPasswordByLink,
    payload: payload as object,
  });
const profile = (userId: string, token: string) =>
  t.request({ method: 'GET', url: pathTo(apiRoutes.accounts.user, { userId }), token });

/** Asks for a reset and reads the code from the mail that arrives. */
async function resetCode(email: string): Promise<string> {
  return (await resetMail(email)).code;
}

/** Asks for a reset and reads the code and the link's token from the mail that arrives. */
async function resetMail(email: string): Promise<{ code: string; token: string }> {
  const response = await forgot({ email });
  if (response.statusCode !== 202) throw new Error(`forgot-password failed: ${response.body}`);
  const mail = await t.inbox.next(email);
  expect(mail.subject).toBe('Reset your Punla password');
  const token = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No link in mail: ${mail.text}`);
  return { code: codeFrom(mail), token };
}

const NOT_VALID =
  'This code is not correct, or it is no longer valid. Check the newest mail from Punla, or ask for a new code.';
const TOO_MANY_FROM_NETWORK =
  'Too many wrong codes from this network. Ask for a new code, and type it carefully.';
/** Another network than the test's own (127.0.0.1). */
const ATTACKER = '203.0.113.66';

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function tokenVersionOf(userId: string): Promise<number> {
  const user = await findUserById(t.db, userId);
  if (!user) throw new Error('no such user');
  return user.tokenVersion;
}

describe('POST /api/public/user/forgot-password', () => {
  it('mails a code and a link, and answers the same for an address without an account', async () => {
    const player = await createPlayer(t);
    const known = await forgot({ email: player.user.email.toUpperCase() });
    expect(known.statusCode).toBe(202);
    const mail = await t.inbox.next(player.user.email);
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    // The link carries a 128-bit token, not the address and the code.
    expect(mail.text).toMatch(/http:\/\/punla\.test\/reset-password#token=[A-Za-z0-9_-]{22}\b/);
    expect(mail.text).not.toContain(encodeURIComponent(player.user.email));

    const unknown = await forgot({ email: `${uniqueName('nobody')}@example.test` });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      message:
        'If an account uses this address, we sent it a code to choose a new password. The code is valid for 10 minutes.',
    });
  });

  it('allows one code a minute and 5 an hour per address, the same for unknown addresses', async () => {
    toTopOfTheHour(t);
    for (const email of [
      (await createPlayer(t)).user.email,
      `${uniqueName('nobody')}@example.test`,
    ]) {
      await expectOneCodeAMinuteFiveAnHour(t, () => forgot({ email }), 202);
      t.clock.advance(60 * 60 * 1000);
    }
  });

  it('sends one mail when 10 requests for the same address arrive at once', async () => {
    const player = await createPlayer(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => forgot({ email: player.user.email })),
    );
    expect(responses.filter((r) => r.statusCode === 202)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(9);
  });

  it.each([
    [{ email: 'not-an-address' }, 'email: Enter a valid e-mail address.'],
    [{}, 'email: Enter a valid e-mail address.'],
    [{ email: 'a@example.test', extra: 1 }, 'Unknown field "extra" in the body.'],
  ])('refuses %j with a clear message', async (payload, message) => {
    const response = await forgot(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('POST /api/public/user/reset-password', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const player = await createPlayer(t);
    const second = (await login(t, player.user.username, player.password)).json().token as string;
    const code = await resetCode(player.user.email);
    const response = await reset({ email: player.user.email, code, newPassword: 'Fresh-Leaf-9' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your new password is set. Log in with it.' });

    for (const token of [player.token, second]) {
      const old = await profile(player.user.id, token);
      expect(old.statusCode).toBe(401);
      expect(old.json().message).toBe('Your session has ended. Please log in again.');
    }
    expect((await login(t, player.user.username, player.password)).statusCode).toBe(401);
    const fresh = await login(t, player.user.email, 'Fresh-Leaf-9');
    expect(fresh.statusCode).toBe(200);

    const again = await reset({ email: player.user.email, code, newPassword: 'Other-Leaf-9' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', message: NOT_VALID });
    expect((await login(t, player.user.email, 'Other-Leaf-9')).statusCode).toBe(401);
  });

  it("stops a network after 5 wrong codes, and the owner's code still works from theirs", async () => {
    const player = await createPlayer(t);
    const code = await resetCode(player.user.email);
    const attempt = (guess: string, from?: string) =>
      reset({ email: player.user.email, code: guess, newPassword: 'Guessed-Leaf-1' }, from);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await attempt(wrongCode(code), ATTACKER));
    expect(answers.slice(0, 5).map((r) => [r.statusCode, r.json().message])).toEqual(
      Array.from({ length: 5 }, () => [400, NOT_VALID]),
    );
    for (const refused of answers.slice(5)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(TOO_MANY_FROM_NETWORK);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    }
    // Even the right code is refused from that network now; from the owner's, it works.
    expect((await attempt(code, ATTACKER)).statusCode).toBe(429);
    expect((await attempt(code)).statusCode).toBe(200);
  });

  it('counts an IPv6 network by its /64: new addresses in it are the same network', async () => {
    const player = await createPlayer(t);
    const code = await resetCode(player.user.email);
    const answers = [];
    for (let i = 1; i <= 6; i += 1) {
      answers.push(
        await reset(
          { email: player.user.email, code: wrongCode(code), newPassword: 'Guessed-Leaf-1' },
          `2001:db8:77:1::${i.toString(16)}`,
        ),
      );
    }
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('compares at most 5 codes of one network, and 20 in all, when guesses arrive at once', async () => {
    const player = await createPlayer(t);
    const code = await resetCode(player.user.email);
    const guesses = Array.from({ length: 60 }, (_, i) => String(i).padStart(6, '0')).filter(
      (guess) => guess !== code,
    );
    // 30 at once from one network: 5 are compared.
    const oneNetwork = await Promise.all(
      guesses
        .slice(0, 30)
        .map((guess) =>
          reset({ email: player.user.email, code: guess, newPassword: 'Guessed-Leaf-1' }, ATTACKER),
        ),
    );
    expect(oneNetwork.filter((r) => r.statusCode === 400)).toHaveLength(5);
    // 30 more at once from ten networks: the code's own cap of 20 tries stops them at 15 more.
    const manyNetworks = await Promise.all(
      guesses
        .slice(30, 60)
        .map((guess, i) =>
          reset(
            { email: player.user.email, code: guess, newPassword: 'Guessed-Leaf-1' },
            `198.51.100.${i % 10}`,
          ),
        ),
    );
    expect(manyNetworks.every((r) => r.statusCode === 400)).toBe(true);
    const right = await reset({ email: player.user.email, code, newPassword: 'Guessed-Leaf-1' });
    expect(right.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', message: NOT_VALID });
    // A new code starts both counts again.
    t.clock.advance(61 * 1000);
    const fresh = await resetCode(player.user.email);
    const works = await reset({
      email: player.user.email,
      code: fresh,
      newPassword: 'Fresh-Leaf-1',
    });
    expect(works.statusCode).toBe(200);
  });

  it('refuses a code older than 10 minutes like a wrong one', async () => {
    const player = await createPlayer(t);
    const code = await resetCode(player.user.email);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const response = await reset({ email: player.user.email, code, newPassword: 'Late-Leaf-12' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      message: NOT_VALID,
    });
  });

  it('a new code replaces the old one', async () => {
    const player = await createPlayer(t);
    const first = await resetCode(player.user.email);
    t.clock.advance(61 * 1000);
    const second = await resetCode(player.user.email);
    if (first !== second) {
      const old = await reset({
        email: player.user.email,
        code: first,
        newPassword: 'Old-Leaf-12',
      });
      expect(old.statusCode).toBe(400);
    }
    const response = await reset({
      email: player.user.email,
      code: second,
      newPassword: 'New-Leaf-12',
    });
    expect(response.statusCode).toBe(200);
  });

  it('resets once when the right code is sent 10 times at once', async () => {
    const player = await createPlayer(t);
    const code = await resetCode(player.user.email);
    const before = await tokenVersionOf(player.user.id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reset({ email: player.user.email, code, newPassword: `Parallel-Leaf-${i}` }),
      ),
    );
    const won = responses.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    // The others find the code used, or the network's 5 tries of it taken.
    expect(responses.every((r) => [200, 400, 429].includes(r.statusCode))).toBe(true);
    expect(await tokenVersionOf(player.user.id)).toBe(before + 1);
    expect((await login(t, player.user.email, `Parallel-Leaf-${won[0]}`)).statusCode).toBe(200);
  });

  it('lets an account that only signs in with Google set its first password', async () => {
    const username = uniqueName('g');
    const email = `${username.toLowerCase()}@example.test`;
    const now = t.clock.now();
    await insertUser(t.db, {
      email,
      username,
      passwordHash: null,
      googleSubject: `google-${username}`,
      verified: true,
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    expect((await login(t, email, 'First-Leaf-1')).statusCode).toBe(401);
    const code = await resetCode(email);
    expect((await reset({ email, code, newPassword: 'First-Leaf-1' })).statusCode).toBe(200);
    const loggedIn = await login(t, email, 'First-Leaf-1');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().user).toMatchObject({ hasPassword: true, verified: true });
  });

  it('verifies an unverified account, with its starter kit and pending referral, once', async () => {
    const referrer = await createPlayer(t);
    const referralCode = await referralCodeOf(t, referrer);
    const newcomer = await signUpPlayer(t, { referralCode });
    const code = await resetCode(newcomer.email);
    const response = await reset({ email: newcomer.email, code, newPassword: 'Proven-Box-1' });
    expect(response.statusCode).toBe(200);
    const loggedIn = await login(t, newcomer.email, 'Proven-Box-1');
    // 100 coins of the starter kit and 50 for joining with a referral code.
    expect(loggedIn.json().user).toMatchObject({
      verified: true,
      referredCode: referralCode,
      walletBalance: 150,
    });
    const again = await t.request({
      method: 'GET',
      url: pathTo(apiRoutes.accounts.verifyEmail, { email: newcomer.email, code: newcomer.code }),
    });
    expect(again.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', message: NOT_VALID });
    const after = await login(t, newcomer.email, 'Proven-Box-1');
    expect(after.json().user.walletBalance).toBe(150);
  });

  it('refuses an address without an account like a wrong code', async () => {
    const response = await reset({
      email: `${uniqueName('nobody')}@example.test`,
      code: '123456',
      newPassword: 'Nobody-Leaf-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOT_VALID);
  });

  it.each([
    [
      { email: 'a@example.test', code: '123456', newPassword: 'short' },
      'newPassword: A password has at least 8 characters.',
    ],
    [
      { email: 'a@example.test', code: '12345', newPassword: 'Long-enough-1' },
      'code: The code is 6 digits.',
    ],
    [
      { email: 'a@example.test', code: 'abcdef', newPassword: 'Long-enough-1' },
      'code: The code is 6 digits.',
    ],
    [
      { email: 'nope', code: '123456', newPassword: 'Long-enough-1' },
      'email: Enter a valid e-mail address.',
    ],
    [{ email: 'a@example.test', code: '123456' }, 'newPassword: Enter a password.'],
    [
      { email: 'a@example.test', code: '123456', newPassword: 'x'.repeat(129) },
      'newPassword: A password has at most 128 characters.',
    ],
    [
      { email: 'a@example.test', code: '123456', newPassword: 'Long-enough-1', userId: 'x' },
      'Unknown field "userId" in the body.',
    ],
  ])('refuses %j with a clear message', async (payload, message) => {
    const response = await reset(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('keeps the code when the new password is refused', async () => {
    const player = await createPlayer(t);
    const code = await resetCode(player.user.email);
    const short = await reset({ email: player.user.email, code, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    const response = await reset({ email: player.user.email, code, newPassword: 'Long-Leaf-12' });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/public/user/reset-password-link', () => {
  it("sets the new password with the mail's link, once, and verifies the account", async () => {
    const newcomer = await signUpPlayer(t);
    const { token } = await resetMail(newcomer.email);
    const response = await resetByLink({ token, newPassword: 'Linked-Leaf-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your new password is set. Log in with it.' });
    const loggedIn = await login(t, newcomer.email, 'Linked-Leaf-1');
    expect(loggedIn.json().user).toMatchObject({ verified: true });
    const again = await resetByLink({ token, newPassword: 'Again-Leaf-1' });
    expect(again.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', message: NOT_VALID });
  });

  it('sets the password once when the same link is sent 10 times at once', async () => {
    const player = await createPlayer(t);
    const { token } = await resetMail(player.user.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        resetByLink({ token, newPassword: `Parallel-Link-${i}` }),
      ),
    );
    const won = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(lost.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', message: NOT_VALID });
    }
    expect((await login(t, player.user.email, `Parallel-Link-${won[0]}`)).statusCode).toBe(200);
  });

  it('refuses an unknown or expired token like a wrong code, and a broken one by its form', async () => {
    const player = await createPlayer(t);
    const { token } = await resetMail(player.user.email);
    const unknown = await resetByLink({ token: 'A'.repeat(22), newPassword: 'Unknown-Leaf-1' });
    expect(unknown.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', message: NOT_VALID });
    t.clock.advance(10 * 60 * 1000 + 1000);
    const late = await resetByLink({ token, newPassword: 'Late-Leaf-123' });
    expect(late.json()).toMatchObject({ code: 'VERIFICATION_CODE_INVALID', message: NOT_VALID });
    const broken = await resetByLink({ token: 'abc', newPassword: 'Broken-Leaf-1' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(
      'token: This link is not complete. Open it from the mail again.',
    );
    expect((await login(t, player.user.email, player.password)).statusCode).toBe(200);
  });
});
