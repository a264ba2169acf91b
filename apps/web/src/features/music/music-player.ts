import { MUSIC_VOLUME } from '@punla/contract';
import { isMusicEnabled, type MusicController } from '#shared/music.ts';

/** A click, a key press or a touch lets a page play sound (browsers' autoplay rules). */
export const INTERACTION_EVENTS = [
  'pointerdown',
  'click',
  'keydown',
  'touchstart',
  'touchend',
] as const;

let trackUrl: Promise<string> | null = null;

/** True where an audio element can play a WAV file (not in environments without audio). */
export function canPlayWav(): boolean {
  try {
    return document.createElement('audio').canPlayType('audio/wav') !== '';
  } catch {
    return false;
  }
}

/** How long after the app starts the track may be rendered, at the soonest. */
const RENDER_NOT_BEFORE_MS = 4_000;

/**
 * Resolves once the first screen has had its time: rendering the track takes the main thread
 * for a while, and a click (the login button) may ask for the music as My Tree is being drawn.
 */
function afterFirstScreen(): Promise<void> {
  const wait = Math.max(0, RENDER_NOT_BEFORE_MS - performance.now());
  return new Promise((resolve) =>
    window.setTimeout(() => {
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(() => resolve(), { timeout: 1000 });
      else resolve();
    }, wait),
  );
}

/** The track, rendered on first use (once the first screen is drawn) and kept for the visit. */
export function loadGeneratedTrack(): Promise<string> {
  if (!canPlayWav()) return Promise.reject(new Error('This browser cannot play the music.'));
  trackUrl ??= afterFirstScreen()
    .then(() => import('./synth.ts'))
    .then(({ renderTrackWav }) => renderTrackWav())
    .then((wav) => URL.createObjectURL(wav))
    .catch((error: unknown) => {
      trackUrl = null;
      throw error;
    });
  return trackUrl;
}

/** True when the visitor has already clicked, typed or touched on this page. */
function pageHasBeenActive(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive?: boolean } })
    .userActivation;
  return activation?.hasBeenActive === true;
}

export interface MusicPlayerOptions {
  /** Whose music preference applies. */
  userId: string;
  /** The address of the track; the generated one by default. */
  loadTrack?: () => Promise<string>;
  createAudio?: () => HTMLAudioElement;
  doc?: Document;
  /** Whether the page had a click, key press or touch before the player was made. */
  hasInteracted?: boolean;
}

export interface MusicPlayer extends MusicController {
  /** The audio element, once the music has been asked to sound (null before). */
  readonly audio: HTMLAudioElement | null;
  /** Stops the music and lets go of the page's events. */
  dispose: () => void;
}

function isAutoplayRefusal(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotAllowedError';
}

/**
 * The background music (docs/spec-notes.md §4): a loop at volume 0.2 that sounds only when the player's
 * preference is on, once the page has had a click, key press or touch, and while the tab is
 * visible. `start` and `stop` are the menu toggle's and logout's way to switch it.
 */
export function createMusicPlayer({
  userId,
  loadTrack = loadGeneratedTrack,
  createAudio = () => document.createElement('audio'),
  doc = document,
  hasInteracted = pageHasBeenActive(),
}: MusicPlayerOptions): MusicPlayer {
  let wanted = false;
  let interacted = hasInteracted;
  let listening = false;
  let disposed = false;
  let audio: HTMLAudioElement | null = null;
  let preparing: Promise<HTMLAudioElement> | null = null;

  const shouldSound = () =>
    !disposed && wanted && isMusicEnabled(userId) && doc.visibilityState !== 'hidden';

  const onInteraction = () => {
    interacted = true;
    stopListening();
    void play();
  };

  function listen() {
    if (listening) return;
    listening = true;
    for (const type of INTERACTION_EVENTS) {
      doc.addEventListener(type, onInteraction, { capture: true, passive: true });
    }
  }

  function stopListening() {
    if (!listening) return;
    listening = false;
    for (const type of INTERACTION_EVENTS) {
      doc.removeEventListener(type, onInteraction, { capture: true });
    }
  }

  /** Makes the audio element on first use, so the track is only rendered when it will play. */
  function prepare(): Promise<HTMLAudioElement> {
    if (!preparing) {
      preparing = loadTrack().then((src) => {
        const element = createAudio();
        element.loop = true;
        element.volume = MUSIC_VOLUME;
        element.preload = 'auto';
        element.src = src;
        audio = element;
        return element;
      });
      preparing.catch(() => {
        preparing = null;
      });
    }
    return preparing;
  }

  async function play(): Promise<void> {
    if (!shouldSound()) return;
    if (!interacted) {
      listen();
      return;
    }
    let element: HTMLAudioElement;
    try {
      element = await prepare();
    } catch {
      return; // No music this time; the game goes on.
    }
    if (!shouldSound() || !element.paused) return;
    try {
      await element.play();
    } catch (error) {
      // The browser wants a fresh gesture: try again at the next one.
      if (isAutoplayRefusal(error)) {
        interacted = false;
        listen();
      }
      return;
    }
    // Switched off, or hidden, while it was starting.
    if (!shouldSound()) element.pause();
  }

  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') audio?.pause();
    else void play();
  };
  doc.addEventListener('visibilitychange', onVisibilityChange);

  const stop = () => {
    wanted = false;
    stopListening();
    audio?.pause();
  };

  return {
    get audio() {
      return audio;
    },
    start() {
      if (disposed || !isMusicEnabled(userId)) return;
      wanted = true;
      void play();
    },
    stop,
    dispose() {
      stop();
      disposed = true;
      doc.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
