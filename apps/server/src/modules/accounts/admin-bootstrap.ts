import { randomBytes } from 'node:crypto';
import { findAnyAdmin, findUserByUsername, insertUser } from './accounts.repository.ts';
import type { AccountsContext } from './accounts.context.ts';

/**
 * A fresh install needs someone to run it: the first start creates an admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password printed once in the log.
 */
export async function ensureAdminAccount(ctx: AccountsContext): Promise<void> {
  if (await findAnyAdmin(ctx.db)) return;
  const email = ctx.config.adminEmail ?? 'admin@punla.local';
  const generated = ctx.config.adminPassword === undefined;
  const password = ctx.config.adminPassword ?? randomBytes(12).toString('base64url');
  const username = (await findUserByUsername(ctx.db, 'admin'))
    ? `admin_${randomBytes(3).toString('hex')}`
    : 'admin';
  const now = ctx.clock.now();
  await insertUser(ctx.db, {
    email,
    username,
    passwordHash: await ctx.hasher.hash(password),
    role: 'ADMIN',
    verified: true,
    verifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (generated) {
    const rule = '='.repeat(64);
    // Plain text rather than a JSON log line, so a person can read and copy it.
    process.stdout.write(
      `\n${rule}\n  Punla admin account created\n    e-mail:   ${email}\n    username: ${username}\n    password: ${password}\n  This password is shown only once. Log in and change it.\n${rule}\n\n`,
    );
    ctx.logger.warn({ email, username }, 'admin account created with a generated password');
  } else {
    ctx.logger.info({ email, username }, 'admin account created from ADMIN_EMAIL');
  }
}
