import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { MUSIC_VOLUME } from '@punla/contract';
import {
  isMusicEnabled,
  musicStorageKey,
  registerMusicController,
  setMusicEnabled,
  startMusic,
  stopMusic,
} from '#shared/music.ts';
import { BackgroundMusic } from './background-music.tsx';
import {
  canPlayWav,
  createMusicPlayer,
  loadGeneratedTrack,
  type MusicPlayer,
} from './music-player.ts';

const USER = 'user-1';
const OTHER_USER = 'user-2';

/** Lets pending promises (track loading, play()) settle. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function setPaused(element: HTMLMediaElement, paused: boolean) {
  Object.defineProperty(element, 'paused', { configurable: true, get: () => paused });
}

let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;
let loadTrack: ReturnType<typeof vi.fn<() => Promise<string>>>;
let players: MusicPlayer[];

beforeEach(() => {
  setVisibility('visible');
  // jsdom has no audio: play() and pause() only record the state.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, false);
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, true);
  });
  loadTrack = vi.fn(async () => 'blob:punla-track');
  players = [];
});

afterEach(() => {
  for (const player of players) player.dispose();
  registerMusicController(null);
  setVisibility('visible');
});

function makePlayer(userId = USER, hasInteracted = false) {
  const player = createMusicPlayer({ userId, loadTrack, hasInteracted });
  players.push(player);
  return player;
}

describe('the background music: starting', () => {
  it('waits for the first interaction, then loops at volume 0.2', async () => {
    const player = makePlayer();
    player.start();
    await settle();
    expect(loadTrack).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();

    fireEvent.click(document.body);
    await settle();
    expect(loadTrack).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
    const audio = player.audio!;
    expect(audio.loop).toBe(true);
    expect(audio.volume).toBe(MUSIC_VOLUME);
    expect(MUSIC_VOLUME).toBe(0.2);
    expect(audio.src).toBe('blob:punla-track');
  });

  it.each([
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'Enter' })],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['a click', () => fireEvent.click(document.body)],
  ])('starts after %s', async (_name, interact) => {
    const player = makePlayer();
    player.start();
    interact();
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
    expect(player.audio?.paused).toBe(false);
  });

  it('starts at once when the page has already had an interaction', async () => {
    makePlayer(USER, true).start();
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('is on by default, and stays silent when the player switched it off', async () => {
    expect(isMusicEnabled(USER)).toBe(true);
    setMusicEnabled(USER, false);
    const player = makePlayer(USER, true);
    player.start();
    fireEvent.click(document.body);
    await settle();
    expect(play).not.toHaveBeenCalled();
    expect(loadTrack).not.toHaveBeenCalled();
  });

  it('keeps the choice per user', () => {
    setMusicEnabled(USER, false);
    expect(localStorage.getItem(musicStorageKey(USER))).toBe('false');
    expect(localStorage.getItem(musicStorageKey(OTHER_USER))).toBeNull();
    expect(isMusicEnabled(USER)).toBe(false);
    expect(isMusicEnabled(OTHER_USER)).toBe(true);
    setMusicEnabled(USER, true);
    expect(isMusicEnabled(USER)).toBe(true);
  });
});

describe('the background music: pausing and stopping', () => {
  it('pauses when the tab is hidden and resumes when it is visible again', async () => {
    const player = makePlayer(USER, true);
    player.start();
    await settle();
    expect(play).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    expect(pause).toHaveBeenCalledTimes(1);
    expect(player.audio?.paused).toBe(true);

    setVisibility('visible');
    await settle();
    expect(play).toHaveBeenCalledTimes(2);
    expect(player.audio?.paused).toBe(false);
  });

  it('does not resume on a visible tab when the music was switched off meanwhile', async () => {
    const player = makePlayer(USER, true);
    player.start();
    await settle();
    setVisibility('hidden');
    setMusicEnabled(USER, false);
    setVisibility('visible');
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
    expect(player.audio?.paused).toBe(true);
  });

  it('does not resume on a visible tab after it was stopped', async () => {
    const player = makePlayer(USER, true);
    player.start();
    await settle();
    player.stop();
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
    expect(player.audio?.paused).toBe(true);
  });

  it('does not start while the tab is hidden', async () => {
    setVisibility('hidden');
    const player = makePlayer(USER, true);
    player.start();
    await settle();
    expect(play).not.toHaveBeenCalled();
    setVisibility('visible');
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stops on logout, and a later click does not bring it back', async () => {
    const player = makePlayer();
    registerMusicController(player);
    startMusic();
    fireEvent.click(document.body);
    await settle();
    expect(player.audio?.paused).toBe(false);

    stopMusic();
    expect(pause).toHaveBeenCalled();
    expect(player.audio?.paused).toBe(true);
    fireEvent.click(document.body);
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('a stop before the first interaction cancels the wait', async () => {
    const player = makePlayer();
    player.start();
    player.stop();
    fireEvent.click(document.body);
    await settle();
    expect(play).not.toHaveBeenCalled();
    expect(loadTrack).not.toHaveBeenCalled();
  });

  it('renders the track once, however often it starts and stops', async () => {
    const player = makePlayer(USER, true);
    player.start();
    await settle();
    player.stop();
    player.start();
    await settle();
    expect(loadTrack).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('waits for the next interaction when the browser refuses to play', async () => {
    play.mockImplementationOnce(() =>
      Promise.reject(new DOMException('No gesture yet', 'NotAllowedError')),
    );
    const player = makePlayer(USER, true);
    player.start();
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
    expect(player.audio?.paused).toBe(true);

    fireEvent.keyDown(document.body, { key: 'a' });
    await settle();
    expect(play).toHaveBeenCalledTimes(2);
    expect(player.audio?.paused).toBe(false);
  });

  it('pauses again when switched off while play() was still starting', async () => {
    let finish: () => void = () => {};
    play.mockImplementationOnce(function (this: HTMLMediaElement) {
      setPaused(this, false);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const player = makePlayer(USER, true);
    player.start();
    await settle();
    player.stop();
    finish();
    await settle();
    expect(player.audio?.paused).toBe(true);
  });
});

describe('BackgroundMusic', () => {
  it('registers the player for the menu toggle and logout, and lets go on unmount', async () => {
    const view = render(<BackgroundMusic userId={USER} loadTrack={loadTrack} hasInteracted />);
    await settle();
    expect(play).toHaveBeenCalledTimes(1);

    stopMusic();
    expect(pause).toHaveBeenCalledTimes(1);
    startMusic();
    await settle();
    expect(play).toHaveBeenCalledTimes(2);

    view.unmount();
    expect(pause).toHaveBeenCalledTimes(2);
    startMusic();
    await settle();
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('stays silent for a player who switched the music off', async () => {
    setMusicEnabled(USER, false);
    render(<BackgroundMusic userId={USER} loadTrack={loadTrack} hasInteracted />);
    await settle();
    expect(play).not.toHaveBeenCalled();
  });
});

describe('the generated track loader', () => {
  it('renders nothing where audio cannot play (no WAV support)', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    expect(canPlayWav()).toBe(false);
    await expect(loadGeneratedTrack()).rejects.toThrow('cannot play');
  });
});
