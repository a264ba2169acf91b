import { useEffect } from 'react';
import { registerMusicController } from '#shared/music.ts';
import { createMusicPlayer, type MusicPlayerOptions } from './music-player.ts';

interface BackgroundMusicProps extends Omit<MusicPlayerOptions, 'userId'> {
  userId: string;
}

/**
 * Plays the background music in the player area: on by default, per the player's stored
 * choice, after the first click, key press or touch. Renders nothing.
 */
export function BackgroundMusic({ userId, ...options }: BackgroundMusicProps) {
  const { loadTrack, createAudio, doc, hasInteracted } = options;
  useEffect(() => {
    const player = createMusicPlayer({ userId, loadTrack, createAudio, doc, hasInteracted });
    registerMusicController(player);
    player.start();
    return () => {
      registerMusicController(null);
      player.dispose();
    };
  }, [userId, loadTrack, createAudio, doc, hasInteracted]);
  return null;
}
