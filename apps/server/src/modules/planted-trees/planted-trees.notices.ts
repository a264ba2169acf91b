import { withArticle, type CareResult } from '@punla/contract';
import { noticeLinks, type NoticeDraft } from '../../lib/ledgers/notices.ts';

/** The tree a growth notice is about. */
interface GrownTree {
  id: string;
  userId: string;
  speciesName: string;
}

/** "50 XP", "20 coins": the parts of a reward in words, for a notice. */
function rewardParts(xp: number, coins: number): string[] {
  const parts = [];
  if (xp > 0) parts.push(`${xp} XP`);
  if (coins > 0) parts.push(`${coins} coin${coins === 1 ? '' : 's'}`);
  return parts;
}

/** "750 XP, 100 coins and a free Narra seedling": a list in words, "and" before the last. */
function listText(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The notice of a stage reached, with what it paid (the Mature stage has its own, below). */
export function stageUpNotice(
  tree: GrownTree,
  reached: CareResult['stagesReached'][number],
  at: Date,
): NoticeDraft {
  const reward = listText(rewardParts(reached.xp, reached.coins));
  return {
    userId: tree.userId,
    kind: 'STAGE_UP',
    ref: `${tree.id}:${reached.stage}`,
    title: `Your ${tree.speciesName} is now a ${reached.name}`,
    body: `Your ${tree.speciesName} grew into a ${reached.name}.${reward ? ` You earned ${reward}.` : ''}`,
    link: noticeLinks.myTree,
    at,
  };
}

/**
 * The notice of a fully grown tree, in place of the Mature stage's: the stage's XP and coins,
 * the maturity bonus and the free seedling, in one line.
 */
export function maturityNotice(
  tree: GrownTree,
  paid: {
    /** The Mature stage's own reward, when this growth reached it. */
    lastStage: { xp: number; coins: number } | undefined;
    maturityXp: number;
    freeSeedling: string | null;
  },
  at: Date,
): NoticeDraft {
  const { lastStage, freeSeedling } = paid;
  const rewards = rewardParts(paid.maturityXp + (lastStage?.xp ?? 0), lastStage?.coins ?? 0);
  if (freeSeedling) rewards.push(withArticle(`free ${freeSeedling} seedling`));
  const plantIt = freeSeedling ? ': plant it to grow your next tree' : '';
  const earned = rewards.length > 0 ? ` You earned ${listText(rewards)}${plantIt}.` : '';
  return {
    userId: tree.userId,
    kind: 'TREE_MATURE',
    ref: tree.id,
    title: `Your ${tree.speciesName} is fully grown!`,
    body: `Your ${tree.speciesName} became a mature tree.${earned}`,
    link: noticeLinks.myTree,
    at,
  };
}
