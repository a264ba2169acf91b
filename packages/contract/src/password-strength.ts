import { PASSWORD_MEDIUM_MIN_LENGTH, PASSWORD_STRONG_MIN_LENGTH } from './rules.ts';

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * Spec §9: medium needs 6+ characters with two of lowercase, uppercase and digit; strong
 * needs 8+ with all three. Everything else is weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= PASSWORD_STRONG_MIN_LENGTH && kinds === 3) return 'strong';
  if (password.length >= PASSWORD_MEDIUM_MIN_LENGTH && kinds >= 2) return 'medium';
  return 'weak';
}
