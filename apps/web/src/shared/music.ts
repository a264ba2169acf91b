/**
 * The background music switch (docs/spec-notes.md §4 Music). The player that makes the sound registers
 * itself with `registerMusicController`; until one is registered, start and stop do nothing.
 * The on/off preference is kept per user in localStorage and is on by default.
 */
export interface MusicController {
  start: () => void;
  stop: () => void;
}

let controller: MusicController | null = null;

export function registerMusicController(next: MusicController | null): void {
  controller = next;
}

export function startMusic(): void {
  controller?.start();
}

export function stopMusic(): void {
  controller?.stop();
}

export const musicStorageKey = (userId: string) => `punla.music.${userId}`;

export function isMusicEnabled(userId: string | null | undefined): boolean {
  if (!userId) return true;
  try {
    return localStorage.getItem(musicStorageKey(userId)) !== 'false';
  } catch {
    return true;
  }
}

export function setMusicEnabled(userId: string, enabled: boolean): void {
  try {
    localStorage.setItem(musicStorageKey(userId), String(enabled));
  } catch {
    // The preference then lasts only for this page.
  }
}
