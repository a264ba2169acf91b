/**
 * The first thing the app's code does (main.tsx imports it first, so it runs before React and
 * the rest are set up): asks for the game's time zone and, for My Tree, for the screen's code
 * and data, so that they travel while the rest of the app's code starts.
 */
import { startGameTimeZone } from '../shared/game-config.ts';
import { preloadFirstScreenCode, preloadFirstScreenData } from './first-screen-data.ts';

/** How long the first screen waits for the server's game time zone before using the default. */
const GAME_TIME_ZONE_WAIT_MS = 3_000;

startGameTimeZone(GAME_TIME_ZONE_WAIT_MS);
preloadFirstScreenCode(window.location.pathname);
preloadFirstScreenData(window.location.pathname);
