import { Badge, Loader } from '@mantine/core';
import {
  IconCoin,
  IconCopy,
  IconGift,
  IconSeeding,
  IconShare,
  IconStarFilled,
  IconUsers,
} from '@tabler/icons-react';
import { countOf, REFERRAL_REWARD, type ReferredUser } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { Panel } from '#shared/ui/panel.tsx';
import { ErrorNote, LoadFailed } from '#shared/ui/query-state.tsx';
import { useReferralCode } from '../api/generate-referral-code.ts';
import { useReferralCount } from '../api/get-referral-count.ts';
import { useReferredUsers } from '../api/list-referred-users.ts';
import { ApplyCodeForm } from './apply-code-form.tsx';
import {
  REWARD_BADGE,
  REWARD_WHEN_TEXT,
  REWARD_XP_NOTE,
  friendsMetaText,
  rewardNote,
  rewardStatusOf,
} from './referral-text.ts';
import { canShare, referralLink, shareText } from './share.ts';
import classes from './referrals.module.css';

export const LINK_COPIED_TEXT = 'Your invite link is copied. Paste it to a friend!';
export const COPY_FAILED_TEXT = 'Copying is not allowed here. Select the link and copy it.';

const joinedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function CodeCard({ code }: { code: string }) {
  const link = referralLink(code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(LINK_COPIED_TEXT);
    } catch {
      toast.error(COPY_FAILED_TEXT);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: 'Join me on Punla', text: shareText(code), url: link });
    } catch {
      // Closing the share sheet is not an error worth a word.
    }
  };
  return (
    <div className={classes.codeCard}>
      <span className={classes.codeLabel}>Your code</span>
      <strong className={classes.code} aria-label={`Your code ${code.split('').join(' ')}`}>
        {code}
      </strong>
      <span className={classes.link} title={link}>
        {link}
      </span>
      <div className={classes.codeActions}>
        <GameButton
          color="blue"
          size="sm"
          onClick={() => void copy()}
          leftSection={<IconCopy size={18} stroke={2.4} />}
        >
          Copy link
        </GameButton>
        {canShare() && (
          <GameButton
            color="green"
            size="sm"
            onClick={() => void share()}
            leftSection={<IconShare size={18} stroke={2.4} />}
          >
            Share
          </GameButton>
        )}
      </div>
    </div>
  );
}

function Rewards() {
  const { newPlayer, referrer } = REFERRAL_REWARD;
  return (
    <ul className={classes.rewards} aria-label="Rewards">
      <li className={classes.rewardRow}>
        <span className={classes.rewardIcon} data-who="you" aria-hidden="true">
          <IconGift size={22} stroke={2.2} />
        </span>
        <span>
          <strong>You get</strong>{' '}
          <span className={classes.chip} data-kind="coins">
            <IconCoin size={15} stroke={2.6} aria-hidden="true" />
            {countOf(referrer.coins, 'coin')}
          </span>{' '}
          <span className={classes.chip} data-kind="xp">
            <IconStarFilled size={13} aria-hidden="true" />
            {referrer.xp} XP
          </span>{' '}
          for each friend who {REWARD_WHEN_TEXT} {REWARD_XP_NOTE}
        </span>
      </li>
      <li className={classes.rewardRow}>
        <span className={classes.rewardIcon} data-who="friend" aria-hidden="true">
          <IconSeeding size={22} stroke={2.2} />
        </span>
        <span>
          <strong>Your friend gets</strong>{' '}
          <span className={classes.chip} data-kind="coins">
            <IconCoin size={15} stroke={2.6} aria-hidden="true" />
            {countOf(newPlayer.coins, 'coin')}
          </span>{' '}
          <span className={classes.chip} data-kind="seedling">
            <IconSeeding size={14} stroke={2.6} aria-hidden="true" />
            {newPlayer.commonSeedlings} common seedling
          </span>{' '}
          right away.
        </span>
      </li>
    </ul>
  );
}

/** A loader that keeps the panel's rows low. */
function SmallLoader({ label }: { label: string }) {
  return (
    <div className={classes.center} role="status" aria-label={label}>
      <Loader color="leaf" type="dots" />
    </div>
  );
}

const BADGE_COLOR = { PAID: 'leaf', PENDING: 'sun', CAPPED: 'gray' } as const;

function Friend({ friend }: { friend: ReferredUser }) {
  const status = rewardStatusOf(friend);
  return (
    <li className={classes.friend}>
      <span className={classes.avatar} aria-hidden="true">
        {friend.username.slice(0, 1).toUpperCase()}
      </span>
      <span className={classes.friendText}>
        <strong>{friend.username}</strong>
        <span>Joined {joinedFormat.format(new Date(friend.joinedAt))}</span>
        <span className={classes.rewardNote}>{rewardNote(friend, status)}</span>
      </span>
      <span className={classes.friendBadges}>
        {!friend.verified && (
          <Badge color="gray" variant="light" size="sm" radius="sm">
            Not verified
          </Badge>
        )}
        <Badge
          color={BADGE_COLOR[status]}
          variant={status === 'PAID' ? 'filled' : 'light'}
          size="sm"
          radius="sm"
          data-reward={status}
        >
          {REWARD_BADGE[status]}
        </Badge>
      </span>
    </li>
  );
}

function Friends({ userId }: { userId: string }) {
  const count = useReferralCount(userId);
  const users = useReferredUsers(userId);
  const total = count.data?.count ?? users.data?.length ?? 0;
  const paid = count.data?.rewarded ?? users.data?.filter((user) => user.rewarded).length;
  const pending = users.data?.filter((user) => rewardStatusOf(user) === 'PENDING').length ?? 0;
  return (
    <div className={classes.friends}>
      <div className={classes.friendsHead}>
        <IconUsers size={22} stroke={2.4} aria-hidden="true" />
        <h3 className={classes.friendsTitle}>{`${countOf(total, 'friend')} joined`}</h3>
        {paid !== undefined && total > 0 && (
          <span className={classes.friendsMeta}>{friendsMetaText(paid, pending)}</span>
        )}
      </div>
      {users.isPending ? (
        <SmallLoader label="Loading your friends" />
      ) : users.isError ? (
        <ErrorNote>{getErrorText(users.error)}</ErrorNote>
      ) : users.data.length === 0 ? (
        <p className={classes.none}>No friends yet. Share your link to plant together!</p>
      ) : (
        <ul className={classes.friendList} aria-label="Friends who joined with your code">
          {users.data.map((friend) => (
            <Friend key={`${friend.username}-${friend.joinedAt}`} friend={friend} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Invite friends: the player's code and link, the rewards, who joined, and a friend's code. */
export function ReferralPanel({ userId }: { userId: string }) {
  const code = useReferralCode(userId);
  const referredCode = useSessionStore((state) => state.loggedUser?.referredCode ?? null);
  return (
    <Panel
      title="Invite friends"
      lead="Plant more trees together. Share your code and both of you earn rewards."
    >
      <div className={classes.body}>
        {code.isPending ? (
          <SmallLoader label="Loading your code" />
        ) : code.isError ? (
          <LoadFailed error={code.error} onRetry={() => void code.refetch()} />
        ) : (
          <CodeCard code={code.data.referralCode} />
        )}
        <Rewards />
        <Friends userId={userId} />
        <ApplyCodeForm userId={userId} referredCode={referredCode} />
      </div>
    </Panel>
  );
}
