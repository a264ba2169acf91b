import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { uniqueName, useTestApp } from '../../../test/test-app.ts';
import { signUp } from '../../../test/factories/accounts.ts';

const t = useTestApp();

const TAKEN = { code: 'EMAIL_TAKEN', message: 'An account with this e-mail already exists.' };

/** A sign-up of a new username with this address; the first must be made (201). */
const signUpAs = (email: string, headers: Record<string, string> = {}) =>
  signUp(t, { email, username: uniqueName('m'), password: 'Seedling-42' }, headers);

describe('one mailbox, one account', () => {
  it('refuses the plus-address farm: farmer+1, farmer+2 … are the mailbox farmer already has', async () => {
    const farmer = uniqueName('farmer').toLowerCase();
    expect((await signUpAs(`${farmer}@example.ph`)).statusCode).toBe(201);
    for (const alias of [
      `${farmer}+1@example.ph`,
      `${farmer}+2@example.ph`,
      `${farmer.toUpperCase()}+x@EXAMPLE.PH`,
    ]) {
      const refused = await signUpAs(alias);
      expect(refused.statusCode).toBe(409);
      // The very answer a taken address gets.
      expect(refused.json()).toMatchObject(TAKEN);
    }
    expect((await signUpAs(`${farmer}@example.ph`)).json()).toMatchObject(TAKEN);
  });

  it("refuses Gmail's dotted and googlemail.com spellings of one mailbox", async () => {
    const name = uniqueName('juan').toLowerCase();
    expect((await signUpAs(`${name}.dela.cruz@gmail.com`)).statusCode).toBe(201);
    for (const alias of [
      `${name}delacruz@gmail.com`,
      `${name}.delacruz+punla@gmail.com`,
      `${name}.dela.cruz@googlemail.com`,
    ]) {
      expect((await signUpAs(alias)).json()).toMatchObject(TAKEN);
    }
    // Other providers' dots are different mailboxes.
    expect((await signUpAs(`${name}.dela.cruz@deped.gov.ph`)).statusCode).toBe(201);
    expect((await signUpAs(`${name}delacruz@deped.gov.ph`)).statusCode).toBe(201);
  });

  it('makes one account when aliases of one mailbox sign up at once', async () => {
    const farmer = uniqueName('rush').toLowerCase();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        signUp(t, {
          email: `${farmer}+${i}@example.ph`,
          username: uniqueName('r'),
          password: 'Seedling-42',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.json()).toMatchObject(TAKEN);
    }
  });
});

describe('where an account was made', () => {
  it('is kept only as keyed hashes of the network and the device id', async () => {
    const device = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const email = `${uniqueName('o').toLowerCase()}@example.ph`;
    expect((await signUpAs(email, { 'x-punla-device': device })).statusCode).toBe(201);
    const other = `${uniqueName('o').toLowerCase()}@example.ph`;
    expect((await signUpAs(other, { 'x-punla-device': 'not a device id!' })).statusCode).toBe(201);
    const rows = await t.db
      .select({
        email: users.email,
        network: users.signupNetworkHash,
        device: users.signupDeviceHash,
      })
      .from(users)
      .where(inArray(users.email, [email, other]));
    const made = rows.find((row) => row.email === email);
    const unnamed = rows.find((row) => row.email === other);
    expect(made?.network).toMatch(/^[0-9a-f]{64}$/);
    expect(made?.device).toMatch(/^[0-9a-f]{64}$/);
    expect(made?.device).not.toContain(device);
    expect(unnamed?.network).toBe(made?.network);
    expect(unnamed?.device).toBeNull();
  });
});
