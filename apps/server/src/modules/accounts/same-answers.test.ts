import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { createPlayer, uniqueName, useTestApp } from '../../../test/test-app.ts';
import { signUp, signUpPlayer } from '../../../test/factories/accounts.ts';

/*
 * What a stranger can learn about an address from the account routes: nothing. For an address
 * without an account, one waiting for verification and one verified, each route answers with the
 * same status and the same body.
 */
const t = useTestApp();

/** The three kinds of address, made fresh for each route so no limit of one touches another. */
async function threeAddresses(): Promise<{
  unknown: string;
  unverified: string;
  verified: string;
}> {
  return {
    unknown: `${uniqueName('nobody')}@example.test`,
    unverified: (await signUpPlayer(t)).email,
    verified: (await createPlayer(t)).user.email,
  };
}

function expectAlike(answers: LightMyRequestResponse[]): void {
  const [first, ...others] = answers.map((answer) => ({
    status: answer.statusCode,
    body: answer.json<unknown>(),
  }));
  for (const other of others) expect(other).toEqual(first);
}

describe('answers that tell nothing about an address', () => {
  it('verify-email: a wrong code gets one answer, whatever the address', async () => {
    const addresses = await threeAddresses();
    const answers = await Promise.all(
      Object.values(addresses).map((email) =>
        t.request({
          method: 'GET',
          url: pathTo(apiRoutes.accounts.verifyEmail, { email, code: '000000' }),
        }),
      ),
    );
    expectAlike(answers);
    expect(answers[0]?.statusCode).toBe(400);
  });

  it('request-verification: one answer, whatever the address', async () => {
    const addresses = await threeAddresses();
    const answers = await Promise.all(
      Object.values(addresses).map((email) =>
        t.request({
          method: 'POST',
          url: pathTo(apiRoutes.accounts.requestVerification, { email }),
        }),
      ),
    );
    expectAlike(answers);
    expect(answers[0]?.statusCode).toBe(200);
  });

  it('forgot-password and reset-password: one answer each, whatever the address', async () => {
    const addresses = await threeAddresses();
    const asked = await Promise.all(
      Object.values(addresses).map((email) =>
        t.request({ method: 'POST', url: apiRoutes.accounts.forgotPassword, payload: { email } }),
      ),
    );
    expectAlike(asked);
    expect(asked[0]?.statusCode).toBe(202);
    const reset = await Promise.all(
      Object.values(addresses).map((email) =>
        t.request({
          method: 'POST',
          url: apiRoutes.accounts.resetPassword,
          payload: { email, code: '000000', newPassword: 'Guessed-Leaf-1' },
        }),
      ),
    );
    expectAlike(reset);
    expect(reset[0]?.statusCode).toBe(400);
  });

  it('sign-up: a taken mailbox gets one answer, verified or not, by its address or an alias', async () => {
    const { unverified, verified } = await threeAddresses();
    const answers = await Promise.all(
      [unverified, verified, verified.replace('@', '+again@')].map((email) =>
        signUp(t, { email, username: uniqueName('s'), password: 'Seedling-42' }),
      ),
    );
    expectAlike(answers);
    expect(answers[0]?.statusCode).toBe(409);
  });

  it('a new code gives a network its tries again for every address alike', async () => {
    const { unknown, unverified, verified } = await threeAddresses();
    const sequences = [];
    for (const email of [unknown, unverified, verified]) {
      const reset = () =>
        t.request({
          method: 'POST',
          url: apiRoutes.accounts.resetPassword,
          payload: { email, code: '000000', newPassword: 'Guessed-Leaf-1' },
          remoteAddress: '203.0.113.77',
        });
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await reset()).statusCode);
      const asked = await t.request({
        method: 'POST',
        url: apiRoutes.accounts.forgotPassword,
        payload: { email },
      });
      statuses.push(asked.statusCode, (await reset()).statusCode);
      sequences.push(statuses);
    }
    expect(sequences[0]).toEqual([400, 400, 400, 400, 400, 429, 202, 400]);
    expect(sequences[1]).toEqual(sequences[0]);
    expect(sequences[2]).toEqual(sequences[0]);
  });
});
