/** Spec §8, §9: a toast shows for 3000 ms. */
export const TOAST_LIFE_MS = 3000;

/**
 * Spec §2 places the toast area at the top centre of the shell, while §8 gives the position
 * explicitly as top-right; the explicit position is used.
 */
export const TOAST_POSITION = 'top-right' as const;
