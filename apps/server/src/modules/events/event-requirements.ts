import { TREE_STAGES } from '@punla/contract';
import type { PlayerStanding } from '../eligibility/eligibility.service.ts';

export interface EventRequirements {
  /** The stage a tree planted this season must have reached; null asks for no tree. */
  minStage: number | null;
  minSeasonXp: number;
}

/** Whether the event asks anything of the player's season (and so of their eligibility). */
export function asksForEligibility(requirements: EventRequirements): boolean {
  return requirements.minStage !== null || requirements.minSeasonXp > 0;
}

/**
 * What the player still lacks for the event, in words; empty when they meet it all. A
 * suspended account meets no event's requirements. A fair-play review that holds the player's eligibility is said first, in calm words.
 */
export function missingRequirements(
  requirements: EventRequirements,
  standing: PlayerStanding,
): string[] {
  const missing: string[] = [];
  const needsSeason = asksForEligibility(requirements);
  if (standing.suspended) missing.push('This account is suspended.');
  if (needsSeason && standing.review.refusal) missing.push(standing.review.refusal);
  if (!standing.verified) missing.push('Verify your e-mail address.');
  if (needsSeason && standing.season === null) {
    missing.push('No season is running now.');
    return missing;
  }
  const { minStage, minSeasonXp } = requirements;
  if (minStage !== null) {
    const stage = TREE_STAGES[minStage] ?? 'Seed';
    if (!standing.plantedThisSeason) {
      missing.push(
        minStage === 0
          ? 'Plant a tree this season.'
          : `Plant a tree this season and grow it to the ${stage} stage.`,
      );
    } else if (standing.bestStage < minStage) {
      missing.push(
        `Grow a tree planted this season to the ${stage} stage (best so far: ${TREE_STAGES[standing.bestStage]}).`,
      );
    }
  }
  if (standing.seasonXp < minSeasonXp) {
    missing.push(
      `Earn ${minSeasonXp - standing.seasonXp} more XP this season (${standing.seasonXp} of ${minSeasonXp}).`,
    );
  }
  return missing;
}
