import type { GameConfig } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { isAiTriviaConfigured, type TriviaContext } from '../trivia/ai-trivia.service.ts';

/** What the game settings are read from: the app's context and the AI settings of trivia. */
export interface GameConfigContext extends AppContext {
  ai: TriviaContext['ai'];
}

/**
 * The server's game settings that the web app must follow: dates shown on the game's clock,
 * and whether the trivia dialog offers AI trivia.
 */
export function getGameConfig(ctx: GameConfigContext): GameConfig {
  return { timeZone: ctx.timeZone, aiTrivia: isAiTriviaConfigured(ctx) };
}
