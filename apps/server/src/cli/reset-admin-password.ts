// `npm run admin:reset-password [-- <e-mail>] [-- --generate]`: sets a new password for an
// admin, from the machine the game runs on, on the embedded database in DATA_DIR (with the
// server stopped) or on DATABASE_URL (servers may keep running). The new password is typed
// at a prompt that does not show it, read from standard input when that is not a terminal,
// or generated and printed once (--generate, or an empty answer at the prompt).
import { randomBytes } from 'node:crypto';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { passwordStrength } from '@punla/contract';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { DatabaseStartError } from '../db/embedded/start-error.ts';
import { openDatabase } from '../db/open-database.ts';
import { AppError } from '../lib/app-error.ts';
import { systemClock } from '../lib/clock.ts';
import { createPasswordHasher } from '../lib/passwords.ts';
import { createPostgresRateLimiter, createRedisRateLimiter } from '../lib/rate-limiter.ts';
import {
  findAdmin,
  setAdminPassword,
  type AdminPasswordContext,
} from '../modules/accounts/admin-password.service.ts';
import { loadStartConfig } from '../start-server.ts';

const USAGE =
  'Usage: npm run admin:reset-password -- [admin e-mail] [--generate]\n' +
  '  Without --generate, the new password is asked for (or read from standard input).';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A password of 16 characters that the strength meter calls strong. */
function generatePassword(): string {
  for (;;) {
    const password = randomBytes(12).toString('base64url');
    if (passwordStrength(password) === 'strong') return password;
  }
}

/** Asks on the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve) => {
    let answer = '';
    const finish = (result: string | undefined) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      if (result === undefined) fail('Stopped; nothing was changed.');
      resolve(result);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish(answer);
        if (char === '\u0003') return finish(undefined);
        if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1);
        else if (char >= ' ') answer += char;
      }
    };
    input.on('data', onData);
  });
}

/** Everything standard input holds, up to its first line's end. */
async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { generate: { type: 'boolean', default: false }, help: { type: 'boolean' } },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.positionals.length > 1) fail(`Name one admin's e-mail.\n${USAGE}`);

const config = loadStartConfig();
const interactive = Boolean(process.stdin.isTTY);
let email = args.positionals[0];
if (email === undefined && !interactive) fail(`Name the admin's e-mail.\n${USAGE}`);
const database = await openDatabase(config).catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    fail(
      `The data directory ${config.dataDir} is in use by a running Punla server. ` +
        'Stop it, run this command again, then start the server.',
    );
  }
  if (error instanceof DatabaseStartError) fail(error.message);
  throw error;
});
if (email === undefined) {
  const standard = config.adminEmail ?? 'admin@punla.local';
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  email = (await prompt.question(`The admin's e-mail [${standard}]: `)).trim() || standard;
  prompt.close();
}

const rateLimiter = config.redisUrl
  ? createRedisRateLimiter(config.redisUrl, systemClock)
  : createPostgresRateLimiter(database.db, systemClock);
const ctx: AdminPasswordContext = {
  db: database.db,
  clock: systemClock,
  timeZone: config.gameTimeZone,
  hasher: createPasswordHasher(config.passwordMemoryCost),
  rateLimiter,
};

let exitCode = 0;
try {
  // The address is checked before a password is asked for.
  await findAdmin(ctx, email);
  let password: string;
  let generated = args.values.generate;
  if (generated) {
    password = generatePassword();
  } else if (interactive) {
    password = await askHidden('New password (leave empty to generate one): ');
    if (password === '') {
      generated = true;
      password = generatePassword();
    } else if ((await askHidden('The same password again: ')) !== password) {
      throw new AppError('VALIDATION_FAILED', 'The two passwords differ; nothing was changed.');
    }
  } else {
    password = await readFirstLine();
    if (password === '') {
      throw new AppError(
        'VALIDATION_FAILED',
        'No password was given on standard input. Pipe one in, or use --generate.',
      );
    }
  }
  const admin = await setAdminPassword(ctx, { email, password });
  console.log(`The password of the admin ${admin.email} (username ${admin.username}) is set.`);
  if (generated) {
    console.log(`  New password: ${password}`);
    console.log('  This password is shown only once. Log in and change it.');
  }
  console.log('Every session of this admin has ended: log in again with the new password.');
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await rateLimiter.close();
  await database.close();
}
process.exit(exitCode);
