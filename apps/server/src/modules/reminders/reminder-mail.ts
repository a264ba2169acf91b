import type { ReminderKind } from '@punla/contract';
import { noticeLinks } from '../../lib/ledgers/notices.ts';
import { escapeHtml, type MailMessage } from '../../lib/mail.ts';

export interface ReminderMailInput {
  kind: ReminderKind;
  to: string;
  username: string;
  /** The growing tree's species, if a tree grows. */
  speciesName: string | null;
  /** When the tree wilts: "today" or "tomorrow" (for TREE_WILTS_TOMORROW). */
  wiltsWhen: string;
  /** When the season ends: "today", "tomorrow" or "in 3 days" (for SEASON_ENDS_SOON). */
  seasonEndsWhen: string;
  publicUrl: string;
  /** The web page that turns reminders off in one click, and the one-click POST target. */
  unsubscribePage: string;
  unsubscribePost: string;
}

function wording(input: ReminderMailInput, tree: string) {
  const { kind, wiltsWhen, seasonEndsWhen } = input;
  switch (kind) {
    case 'TREE_WILTS_TOMORROW':
      return {
        subject: `Your ${tree} wilts ${wiltsWhen}`,
        line: `Your ${tree} has not been watered for a while and wilts ${wiltsWhen}. A wilted tree stops growing until it is watered again.`,
        action: 'Water it now',
        page: noticeLinks.myTree,
      };
    case 'SEASON_ENDS_SOON':
      return {
        subject: `The season ends ${seasonEndsWhen}`,
        line: `The season ends ${seasonEndsWhen}. Trees still growing then go dormant: your ${tree} stays in your forest but stops growing.`,
        action: 'Care for your tree',
        page: noticeLinks.myTree,
      };
    case 'QUEST_REWARD_WAITING':
      return {
        subject: 'A quest reward is waiting for you',
        line: 'You have a daily quest reward to claim today, and your daily login reward keeps your streak going. Claim them before the day ends.',
        action: 'Claim your reward',
        page: noticeLinks.quests,
      };
    case 'TREE_CAN_BE_WATERED':
      return {
        subject: `Your ${tree} can be watered again`,
        line: `Your ${tree} is ready for more water. Each watering helps it grow and earns you XP.`,
        action: 'Water your tree',
        page: noticeLinks.myTree,
      };
  }
}

/**
 * A reminder mail, with a one-click unsubscribe link in its text and the List-Unsubscribe
 * headers (RFC 8058), so a mail program can offer its own "Unsubscribe" button.
 */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const tree = input.speciesName ? `${input.speciesName} tree` : 'tree';
  const words = wording(input, tree);
  const link = `${input.publicUrl}${words.page}`;
  const text = [
    `Hi ${input.username},`,
    '',
    words.line,
    '',
    `${words.action}: ${link}`,
    '',
    'You get this mail because you turned on reminders in Punla (at most one a day).',
    `Turn reminders off: ${input.unsubscribePage}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(input.username)},</p>
<p>${escapeHtml(words.line)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>
<p style="color:#555;font-size:13px">You get this mail because you turned on reminders in Punla (at most one a day). <a href="${escapeHtml(input.unsubscribePage)}">Turn reminders off</a>.</p>`;
  return {
    to: input.to,
    subject: words.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribePost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
