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
const reset = (payload: unknown) =>
  t.request({ method: 'POST', url: apiRoutes.accounts.resetPassword, payload: payload as object });
const profile = (userId: string, token: string) =>
  t.request({ method: 'GET', url: pathTo(apiRoutes.accounts.user, { userId }), token });

/** Asks for a reset and reads the code from the mail that arrives. */
async function resetCode(email: string): Promise<string> {
  const response = await forgot({ email });
  if (response.statusCode !== 202) throw new Error(`forgot-password failed: ${response.body}`);
  const mail = await t.inbox.next(email);
  expect(mail.subject).toBe('Reset your Punla password');
  return codeFrom(mail);
}

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
    const code = codeFrom(mail);
    expect(mail.text).toContain(
      `http://punla.test/reset-password/${encodeURIComponent(player.user.email)}/${code}`,
    );

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
    expect(again.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      message: 'This code is not correct. Ask for a new one.',
    });
    expect((await login(t, player.user.email, 'Other-Leaf-9')).statusCode).toBe(401);
  });

  it('refuses a wrong code, counts the tries left, and stops after 5 tries', async () => {
    const player = await createPlayer(t);
    const code = await resetCode(player.user.email);
    const attempt = (guess: string) =>
      reset({ email: player.user.email, code: guess, newPassword: 'Guessed-Leaf-1' });
    const messages = [];
    for (let i = 0; i < 5; i += 1) messages.push((await attempt(wrongCode(code))).json().message);
    expect(messages).toEqual([
      'This code is not correct. 4 tries left.',
      'This code is not correct. 3 tries left.',
      'This code is not correct. 2 tries left.',
      'This code is not correct. 1 try left.',
      'This code is not correct, and that was the last try. Ask for a new code.',
    ]);
    const right = await attempt(code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      code: 'VERIFICATION_TOO_MANY_ATTEMPTS',
      message: 'Too many wrong codes. Ask for a new one.',
    });
    expect((await login(t, player.user.username, player.password)).statusCode).toBe(200);
  });

  it('compares at most 5 codes when 30 guesses arrive at once', async () => {
    const player = await createPlayer(t);
    const code = await resetCode(player.user.email);
    const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(6, '0')).filter(
      (guess) => guess !== code,
    );
    const responses = await Promise.all(
      guesses.map((guess) =>
        reset({ email: player.user.email, code: guess, newPassword: 'Guessed-Leaf-1' }),
      ),
    );
    const compared = responses.filter((r) =>
      /^This code is not correct[.,]/.test(r.json().message as string),
    ).length;
    expect(compared).toBeLessThanOrEqual(5);
    const right = await reset({ email: player.user.email, code, newPassword: 'Guessed-Leaf-1' });
    expect(right.json().code).toBe('VERIFICATION_TOO_MANY_ATTEMPTS');
  });

  it('refuses a code older than 10 minutes', async () => {
    const player = await createPlayer(t);
    const code = await resetCode(player.user.email);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const response = await reset({ email: player.user.email, code, newPassword: 'Late-Leaf-12' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      message: 'This code has expired. Ask for a new one.',
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
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
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
    expect(again.statusCode).toBe(409);
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
    expect(response.json().message).toBe('This code is not correct. Ask for a new one.');
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
