import { afterEach, describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { defaultRateLimits } from '../../config.ts';
import { toTopOfTheHour } from '../../../test/code-limits.ts';
import { createTestApp, uniqueName, type TestApp } from '../../../test/test-app.ts';
import { newAccount, signUp } from '../../../test/factories/accounts.ts';

/*
 * The caps on account mails (ACCOUNT_MAILS_* in rules.ts), each under 25 requests at once. Each
 * test has an app of its own with the cap under test lowered, so one cap is tested at a time.
 */

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const forgot = (t: TestApp, email: string, remoteAddress = '127.0.0.1') =>
  t.request({
    method: 'POST',
    url: apiRoutes.accounts.forgotPassword,
    payload: { email },
    remoteAddress,
  });
const resend = (t: TestApp, email: string) =>
  t.request({ method: 'POST', url: pathTo(apiRoutes.accounts.requestVerification, { email }) });

describe('account mail caps', () => {
  it('lets one network ask for its day of mails, not one more, when 25 ask at once', async () => {
    app = await createTestApp({
      rateLimits: { ...defaultRateLimits(), accountMailsPerNetwork: 10 },
    });
    const t = app;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => forgot(t, `${uniqueName('n')}@example.test`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 202)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(15);
    expect(refused[0]?.json().message).toMatch(
      /^Too many mails were asked for from this network today\. Try again in \d+ minutes\.$/,
    );
    // Another network still has its own.
    expect((await forgot(t, `${uniqueName('n')}@example.test`, '203.0.113.8')).statusCode).toBe(
      202,
    );
  });

  it('sends a mailbox at most 10 account mails a day, whatever asks for them', async () => {
    app = await createTestApp();
    const t = app;
    toTopOfTheHour(t);
    const account = newAccount();
    expect((await signUp(t, account)).statusCode).toBe(201);
    // The sign-up's mail, 4 new codes and 5 reset codes (each a minute apart): 10.
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(61 * 1000);
      expect((await resend(t, account.email)).statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(61 * 1000);
      expect((await forgot(t, account.email)).statusCode).toBe(202);
    }
    t.clock.advance(60 * 60 * 1000);
    const eleventh = await forgot(t, account.email.replace('@', '+again@'));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/^Too many mails were sent to this address today\./);
    // An unknown address is counted the same way, so the cap tells nothing about accounts.
    const stranger = `${uniqueName('s')}@example.test`;
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      t.clock.advance(61 * 1000);
      if (i % 5 === 0) t.clock.advance(60 * 60 * 1000);
      answers.push((await forgot(t, stranger)).statusCode);
    }
    expect(answers).toEqual([...Array.from({ length: 10 }, () => 202), 429]);
  });

  it("pauses sign-ups and codes past the game's hourly ceiling, with a message and when to come back", async () => {
    app = await createTestApp({ rateLimits: { ...defaultRateLimits(), accountMailsPerHour: 10 } });
    const t = app;
    toTopOfTheHour(t);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.request({
          method: 'POST',
          url: apiRoutes.accounts.signup,
          payload: newAccount(),
          remoteAddress: `198.51.100.${i + 1}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    const paused = answers.filter((answer) => answer.statusCode === 503);
    expect(paused).toHaveLength(15);
    expect(paused[0]?.json()).toMatchObject({
      code: 'MAIL_PAUSED',
      message:
        'Punla is sending a lot of mail right now, so new accounts and codes wait for a while. Try again in 60 minutes.',
    });
    expect(paused[0]?.headers['retry-after']).toBe('3600');
    await t.mailsSettled();
    expect(t.inbox.mails).toHaveLength(10);
    // An hour later, sign-ups go on.
    t.clock.advance(60 * 60 * 1000);
    expect((await signUp(t, newAccount())).statusCode).toBe(201);
  });

  it("does not let one network's refused requests pause everyone's mail", async () => {
    app = await createTestApp({
      rateLimits: { ...defaultRateLimits(), accountMailsPerNetwork: 3, accountMailsPerHour: 20 },
    });
    const t = app;
    toTopOfTheHour(t);
    const flood = [];
    for (let i = 0; i < 30; i += 1) {
      flood.push((await resend(t, `${uniqueName('f')}@example.test`)).statusCode);
    }
    expect(flood.filter((status) => status === 200)).toHaveLength(3);
    expect(flood.filter((status) => status === 429)).toHaveLength(27);
    // Another network's sign-up still gets its mail.
    const signup = await t.request({
      method: 'POST',
      url: apiRoutes.accounts.signup,
      payload: newAccount(),
      remoteAddress: '198.51.100.200',
    });
    expect(signup.statusCode).toBe(201);
  });
});
