import type { GameConfig } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';

/** The server's game settings that the web app must follow (dates shown on the game's clock). */
export function getGameConfig(ctx: AppContext): GameConfig {
  return { timeZone: ctx.timeZone };
}
