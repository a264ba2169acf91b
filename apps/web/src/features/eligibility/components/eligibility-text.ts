import { TREE_STAGES } from '@punla/contract';
import type { EligibilityCheck, EligibilityRule } from '../api/get-eligibility.ts';

export const ELIGIBLE_TEXT = 'You are eligible for the next planting event!';
export const NOT_ELIGIBLE_TITLE = 'Not eligible yet';
/** While a review of the account holds eligibility (docs/game-rules.md, Fair play). */
export const REVIEW_TITLE: Record<'pending' | 'confirmed', string> = {
  pending: 'A short review first',
  confirmed: 'Not taking part in events',
};

/**
 * What the banner says: the good news, a review of the account in the server's calm words, or
 * which rules are still missing.
 */
export function bannerText(check: EligibilityCheck): { title: string; detail: string } {
  if (check.review)
    return { title: REVIEW_TITLE[check.review.state], detail: check.review.message };
  if (check.eligible) {
    return {
      title: ELIGIBLE_TEXT,
      detail: 'Keep caring for your trees: the top players are invited when the event is set.',
    };
  }
  const missing = check.rules.filter((rule) => !rule.passed);
  const names = missing.map((rule) => rule.label.charAt(0).toLowerCase() + rule.label.slice(1));
  const list =
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`;
  const count = `${missing.length} of ${check.rules.length}`;
  return {
    title: NOT_ELIGIBLE_TITLE,
    detail: `Still to do (${count}): ${list}.`,
  };
}

/** The share of the target reached, 0–100. */
export function progressPercent(rule: Pick<EligibilityRule, 'current' | 'target'>): number {
  if (rule.target <= 0) return 100;
  return Math.round(Math.min(1, Math.max(0, rule.current / rule.target)) * 100);
}

/** The progress in the rule's own words: "120 / 300 XP", "Seedling / Sapling", "Verified". */
export function progressText(rule: EligibilityRule): string {
  switch (rule.key) {
    case 'VERIFIED':
      return rule.passed ? 'Verified' : 'Not verified yet';
    case 'TREE_STAGE': {
      const reached = TREE_STAGES[rule.current] ?? `Stage ${rule.current}`;
      const target = TREE_STAGES[rule.target] ?? `Stage ${rule.target}`;
      return rule.passed ? `${target} reached` : `${reached} now · ${target} needed`;
    }
    case 'SEASON_XP':
      return `${rule.current} / ${rule.target} XP`;
    default:
      return `${rule.current} / ${rule.target}`;
  }
}
