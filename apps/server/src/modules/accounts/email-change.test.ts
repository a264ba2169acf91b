import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { codeFrom } from '../../../test/smtp-inbox.ts';
import { login, profileOf, signUpPlayer } from '../../../test/factories/accounts.ts';
import { noticesOf } from '../../../test/factories/notifications.ts';
import { createPlayer, uniqueName, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

const t = useTestApp();

const MINUTE = 60 * 1000;
const newAddress = () => `${uniqueName('moved').toLowerCase()}@example.org`;

function askChange(player: TestPlayer, payload: object, userId = player.user.id) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.accounts.changeEmail, { userId }),
    token: player.token,
    payload,
  });
}

function confirm(player: TestPlayer, code: string, userId = player.user.id) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.accounts.confirmEmail, { userId }),
    token: player.token,
    payload: { code },
  });
}

/** Asks for the change with the player's password and reads the code mailed to the new address. */
async function codeFor(player: TestPlayer, email: string): Promise<string> {
  const response = await askChange(player, { email, password: player.password });
  expect(response.statusCode).toBe(202);
  return codeFrom(await t.inbox.next(email));
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function emailOf(userId: string): Promise<string> {
  const result = await t.db.execute(sql`select email from users where id = ${userId}`);
  return (result as unknown as { rows: { email: string }[] }).rows[0]?.email ?? '';
}

describe('changing my e-mail address', () => {
  it('mails a code to the new address; the code changes the address and tells the old one', async () => {
    const player = await createPlayer(t);
    const oldEmail = player.user.email;
    const email = newAddress();

    const asked = await askChange(player, { email, password: player.password });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: `We sent a code to ${email}. Type it here to change your e-mail.`,
    });
    const mail = await t.inbox.next(email);
    expect(mail.subject).toBe('Your Punla e-mail change code');
    // Nothing changes before the code comes back.
    expect(await emailOf(player.user.id)).toBe(oldEmail);

    const confirmed = await confirm(player, codeFrom(mail));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: `Your e-mail is now ${email}.` });

    // The old address is told, with the new one masked, and no code or link.
    const told = await t.inbox.next(oldEmail);
    expect(told.subject).toBe('Your Punla e-mail was changed');
    expect(told.text).toContain('Your Punla e-mail was changed to mo***@ex***.org.');
    expect(told.text).toContain(`If this was not you, write to ${t.config.supportEmail}.`);
    const body = told.text.slice(told.text.indexOf('Hi '), told.text.lastIndexOf('----'));
    expect(body).not.toContain(email);
    expect(body).not.toMatch(/\b\d{6}\b|https?:\/\//);

    // The session goes on; the profile shows the new address, still verified.
    const profile = await profileOf(t, player);
    expect(profile).toMatchObject({ email, verified: true });
    const { notices } = await noticesOf(t, player);
    expect(notices.find((notice) => notice.kind === 'EMAIL_CHANGED')).toMatchObject({
      title: 'Your e-mail was changed',
      body: `Your account now uses ${email}. Mails from Punla go there from now on.`,
    });

    expect((await login(t, email, player.password)).statusCode).toBe(200);
    expect((await login(t, oldEmail, player.password)).statusCode).toBe(401);

    // The code worked once.
    const again = await confirm(player, codeFrom(mail));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'There is no e-mail change waiting for a code. Ask for a new code.',
    );
  });

  it('refuses a missing or wrong password, my own address, a taken one and bad input', async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const [local, domain] = other.user.email.split('@') as [string, string];
    const cases: [object, number, string][] = [
      [{ email: newAddress() }, 400, 'password: Enter your current password.'],
      [
        { email: newAddress(), password: 'Not-the-password-1' },
        400,
        'Your current password is not correct.',
      ],
      [
        { email: player.user.email, password: player.password },
        400,
        'email: This is already your e-mail address.',
      ],
      [
        { email: other.user.email.toUpperCase(), password: player.password },
        409,
        'Another account already uses this e-mail address. Choose another address.',
      ],
      [
        // Another address of the other account's mailbox.
        { email: `${local}+again@${domain}`, password: player.password },
        409,
        'Another account already uses this e-mail address. Choose another address.',
      ],
      [
        { email: 'not-an-address', password: player.password },
        400,
        'email: Enter a valid e-mail address.',
      ],
      [
        { email: newAddress(), password: player.password, x: 1 },
        400,
        'Unknown field "x" in the body.',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await askChange(player, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const wrong = await askChange(player, { email: newAddress(), password: 'Not-the-password-1' });
    expect(wrong.json().code).toBe('PASSWORD_INCORRECT');

    // Nothing is waiting and nothing changed.
    const nothing = await confirm(player, '123456');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(
      'There is no e-mail change waiting for a code. Ask for a new code.',
    );
    expect(await emailOf(player.user.id)).toBe(player.user.email);
  });

  it("refuses another player's account (403) and a request without a session (401)", async () => {
    const player = await createPlayer(t);
    const other = await createPlayer(t);
    const asked = await askChange(
      player,
      { email: newAddress(), password: other.password },
      other.user.id,
    );
    expect(asked.statusCode).toBe(403);
    expect((await confirm(player, '123456', other.user.id)).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'POST',
      url: pathTo(apiRoutes.accounts.changeEmail, { userId: player.user.id }),
      payload: { email: newAddress(), password: player.password },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops wrong passwords as the password change does', async () => {
    const player = await createPlayer(t);
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(
        (await askChange(player, { email: newAddress(), password: 'Not-the-password-1' }))
          .statusCode,
      );
    }
    expect(answers).toContain(429);
    expect(answers.slice(0, answers.indexOf(429)).every((status) => status === 400)).toBe(true);
  });

  it('counts wrong codes, refuses an expired one, and drops the change after the last try', async () => {
    const player = await createPlayer(t);
    const email = newAddress();
    const code = await codeFor(player, email);
    const bad = wrongCode(code);

    const messages = [];
    for (let i = 0; i < 4; i += 1) messages.push((await confirm(player, bad)).json().message);
    expect(messages).toEqual([
      'This code is not correct. You have 4 tries left.',
      'This code is not correct. You have 3 tries left.',
      'This code is not correct. You have 2 tries left.',
      'This code is not correct. You have 1 try left.',
    ]);
    const last = await confirm(player, bad);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
      message: 'This code is not correct, and that was the last try. Ask for a new code.',
    });
    // The change is gone: even the right code no longer works.
    const right = await confirm(player, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(
      'There is no e-mail change waiting for a code. Ask for a new code.',
    );

    // A new code, typed 10 minutes later, has expired.
    t.clock.advance(MINUTE + 1000);
    const late = await codeFor(player, email);
    t.clock.advance(10 * MINUTE + 1000);
    const expired = await confirm(player, late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This code has expired. Ask for a new code.');
    expect(await emailOf(player.user.id)).toBe(player.user.email);
  });

  it('replaces a pending change with a newer one, and asks a minute between codes', async () => {
    const player = await createPlayer(t);
    const first = newAddress();
    const second = newAddress();
    const firstCode = await codeFor(player, first);
    const tooSoon = await askChange(player, { email: second, password: player.password });
    expect(tooSoon.statusCode).toBe(429);

    t.clock.advance(MINUTE + 1000);
    const secondCode = await codeFor(player, second);
    if (firstCode !== secondCode) {
      expect((await confirm(player, firstCode)).statusCode).toBe(400);
    }
    expect((await confirm(player, secondCode)).statusCode).toBe(200);
    expect(await emailOf(player.user.id)).toBe(second);
  });

  it('needs no password of an account that signs in with Google only', async () => {
    const player = await createPlayer(t);
    await t.db.execute(sql`update users set password_hash = null where id = ${player.user.id}`);
    const email = newAddress();
    const asked = await askChange(player, { email });
    expect(asked.statusCode).toBe(202);
    const code = codeFrom(await t.inbox.next(email));
    expect((await confirm(player, code)).statusCode).toBe(200);
    expect(await emailOf(player.user.id)).toBe(email);
  });

  it('verifies an account that never verified its first address: the new one is proven', async () => {
    const signedUp = await signUpPlayer(t);
    const player = {
      ...(await login(t, signedUp.email, signedUp.password)).json(),
      password: signedUp.password,
    } as TestPlayer;
    expect(player.user.verified).toBe(false);
    const email = newAddress();
    const code = await codeFor(player, email);
    expect((await confirm(player, code)).statusCode).toBe(200);
    expect(await profileOf(t, player)).toMatchObject({ email, verified: true });
  });

  it('gives an address to one of two accounts confirming it at once; the other is told 409', async () => {
    const [a, b] = [await createPlayer(t), await createPlayer(t)];
    const email = newAddress();
    const codeA = await codeFor(a, email);
    const codeB = await codeFor(b, email);

    const answers = await Promise.all([confirm(a, codeA), confirm(b, codeB)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toBe(
      'Another account already uses this e-mail address. Choose another address.',
    );
    const emails = [await emailOf(a.user.id), await emailOf(b.user.id)];
    expect(emails.filter((address) => address === email)).toHaveLength(1);
    expect(emails).toContain(email);
  });
});
