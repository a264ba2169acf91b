import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { MailMessage } from './mail.ts';

/**
 * A queued mail as it is stored: AES-256-GCM under the mail key (lib/keys.ts). A mail waiting
 * in the queue carries what the database otherwise keeps only as a hash (a verification or
 * reset code, a ticket's code), so the queue's rows say nothing until the server opens them.
 */
export interface SealedMail {
  sealed: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealMail(key: string, message: MailMessage): SealedMail {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64url'), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') };
}

/** The mail sealed by `sealMail` under the same key; throws when it was sealed under another. */
export function openMail(key: string, mail: SealedMail): MailMessage {
  const bytes = Buffer.from(mail.sealed, 'base64');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(key, 'base64url'),
    bytes.subarray(0, IV_BYTES),
  );
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
  return JSON.parse(text) as MailMessage;
}
