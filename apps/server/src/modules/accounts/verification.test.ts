import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { codeFrom } from '../../../test/smtp-inbox.ts';
import { expectOneCodeAMinuteFiveAnHour, toTopOfTheHour } from '../../../test/code-limits.ts';
import { defaultRateLimits } from '../../config.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import { signUpPlayer, verifyEmail } from '../../../test/factories/accounts.ts';

// Every request here comes from one address; the per-address limit has its own test.
const t = useTestApp({ rateLimits: { ...defaultRateLimits(), verifyPerIp: 10_000 } });

const signUp = () => signUpPlayer(t);
const verify = (email: string, code: string, remoteAddress?: string) =>
  remoteAddress
    ? t.request({
        method: 'GET',
        url: pathTo(apiRoutes.accounts.verifyEmail, { email, code }),
        remoteAddress,
      })
    : verifyEmail(t, email, code);
const checkIfVerified = (userId: string) =>
  t.request({ method: 'GET', url: pathTo(apiRoutes.accounts.checkIfVerified, { userId }) });
const requestVerification = (email: string) =>
  t.request({ method: 'POST', url: pathTo(apiRoutes.accounts.requestVerification, { email }) });

const NOT_VALID =
  'This code is not correct, or it is no longer valid. Check the newest mail from Punla, or ask for a new code.';
/** Another network than the test's own (127.0.0.1). */
const ATTACKER = '203.0.113.67';

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification', () => {
  it('verifies with the mailed code, once only', async () => {
    const player = await signUp();
    const checkBefore = await checkIfVerified(player.id);
    expect(checkBefore.json()).toEqual({ verified: false });

    const response = await verify(player.email, player.code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true, message: 'Your account is verified.' });

    const checkAfter = await checkIfVerified(player.id);
    expect(checkAfter.json()).toEqual({ verified: true });

    // A verified account answers as an unknown address would (same-answers.test.ts).
    const again = await verify(player.email, player.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(NOT_VALID);
  });

  // The counts of tries are those of every mailed code: password-reset.test.ts tests them.
  it('refuses 5 wrong codes from a network, then the network; the owner verifies from theirs', async () => {
    const player = await signUp();
    const bad = wrongCode(player.code);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await verify(player.email, bad, ATTACKER));
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(answers[0]?.json().message).toBe(NOT_VALID);
    expect((await verify(player.email, player.code)).statusCode).toBe(200);
  });

  it('refuses a code older than 10 minutes like a wrong one', async () => {
    const player = await signUp();
    t.clock.advance(10 * 60 * 1000 + 1000);
    const response = await verify(player.email, player.code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      message: NOT_VALID,
    });
  });

  it('verifies once when the right code is sent many times at once', async () => {
    const player = await signUp();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => verify(player.email, player.code)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.every((r) => [200, 400, 429].includes(r.statusCode))).toBe(true);
  });

  it.each([
    ['12345', 'code: The code is 6 digits.'],
    ['abcdef', 'code: The code is 6 digits.'],
    ['1234567', 'code: The code is 6 digits.'],
  ])('refuses the malformed code %s', async (code, message) => {
    const response = await verify('someone@example.test', code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses an address without an account like a wrong code', async () => {
    const response = await verify('nobody@example.test', '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOT_VALID);
  });
});

describe('POST /api/public/user/request-verification/{email}', () => {
  it('sends a new code that replaces the old one, and answers the same for unknown addresses', async () => {
    const player = await signUp();
    const response = await requestVerification(player.email);
    expect(response.statusCode).toBe(200);
    const newCode = codeFrom(await t.inbox.next(player.email));

    const unknown = await requestVerification('nobody@example.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(response.json());

    if (newCode !== player.code) {
      expect((await verify(player.email, player.code)).statusCode).toBe(400);
    }
    expect((await verify(player.email, newCode)).statusCode).toBe(200);
  });

  it('allows one new code a minute and 5 an hour', async () => {
    toTopOfTheHour(t);
    const player = await signUp();
    await expectOneCodeAMinuteFiveAnHour(t, () => requestVerification(player.email), 200);
  });

  it('sends one code when many are asked for at the same moment', async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    const player = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => requestVerification(player.email)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 429)]);
  });

  it('refuses a malformed address', async () => {
    const response = await requestVerification('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('email: Enter a valid e-mail address.');
  });
});

describe('GET /api/public/user/check-if-verified/{userId}', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await checkIfVerified('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await checkIfVerified('42');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('userId: The user id is not a valid id.');
  });
});

describe('verification rate limit per network address', () => {
  it('refuses verification attempts past the limit with 429', async () => {
    const limited = await createTestApp({ rateLimits: { ...defaultRateLimits(), verifyPerIp: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await verifyEmail(limited, `x${i}@example.test`, '123456');
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
