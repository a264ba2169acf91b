import { randomInt } from 'node:crypto';
import { TICKET_CODE_LENGTH } from '@punla/contract';

/** Letters and digits a person cannot mistake for one another (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A ticket's short code: 10 characters drawn with the system's CSPRNG from 31 symbols, about
 * 49 bits, so a code cannot be guessed from another one. The QR code carries it as it is.
 */
export function newTicketCode(): string {
  let code = '';
  for (let i = 0; i < TICKET_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code as a person typed or a scanner read it: any case, spaces and dashes dropped. */
export function normalizeTicketCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}
