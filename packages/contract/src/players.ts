import { z } from 'zod';
import { roleSchema, usernameSchema } from './accounts.ts';
import { fairPlayFlag } from './fair-play.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';
import { intInRange, int4Id, text } from './input.ts';
import {
  PLAYER_ADJUSTMENT_LIMIT,
  PLAYER_REASON_MAX_LENGTH,
  PLAYER_REASON_MIN_LENGTH,
  PLAYER_SEARCH_MAX_LENGTH,
  TREE_STAGES,
} from './rules.ts';
import { pageQuery } from './wallet.ts';

/**
 * The admins' Players area (docs/api.md, Players (admins); docs/game-rules.md, Players and
 * admins): search, a player's file, and the actions an admin takes on an account, each with a
 * written reason that goes into the audit log.
 */

/** What the search can keep to: unverified accounts, suspended ones, admins. */
export const playerStatusFilters = ['unverified', 'suspended', 'admin'] as const;
export type PlayerStatusFilter = (typeof playerStatusFilters)[number];

export const playerSearchQuery = pageQuery.extend({
  /**
   * The start of a username, an e-mail address or an account id, any case. Empty: every
   * player, newest first.
   */
  q: text({ error: 'q is the start of a username, an e-mail address or an id.' })
    .trim()
    .max(PLAYER_SEARCH_MAX_LENGTH, {
      error: `q has at most ${PLAYER_SEARCH_MAX_LENGTH} characters.`,
    })
    .optional(),
  status: z
    .enum(playerStatusFilters, { error: 'status is unverified, suspended or admin.' })
    .optional(),
});
export type PlayerSearchQuery = z.infer<typeof playerSearchQuery>;

/** A player in the search's list. */
export const playerListItem = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  verified: z.boolean(),
  suspended: z.boolean(),
  role: roleSchema,
  level: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The player's latest XP earned (their latest XP ledger entry); null when none. */
  lastActiveAt: z.iso.datetime().nullable(),
});
export type PlayerListItem = z.infer<typeof playerListItem>;

export const playerSearchPage = z.object({
  /**
   * A search: the players whose username starts with `q` (by username), then those whose
   * address does (by address), then those whose id does (by id). A list: newest account first.
   */
  items: z.array(playerListItem),
  page: z.number().int(),
  size: z.number().int(),
  /** Players found: exact up to PLAYER_SEARCH_COUNT_LIMIT, that number when more. */
  total: z.number().int(),
  /** True when more players were found than `total` says (the count stopped there). */
  totalCapped: z.boolean(),
});
export type PlayerSearchPage = z.infer<typeof playerSearchPage>;

/** The account at the top of a player's file, and in every action's answer. */
export const playerProfile = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  verified: z.boolean(),
  /** False for an account that signs in with Google only. */
  hasPassword: z.boolean(),
  createdAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime().nullable(),
  /** Set while the account is suspended. */
  suspension: z.object({ at: z.iso.datetime(), reason: z.string() }).nullable(),
  /**
   * While the player's deletion is pending: when their personal data is erased, unless they keep
   * the account. The deletion takes the account out of play with a suspension of no reason.
   */
  deletionPendingUntil: z.iso.datetime().nullable(),
  level: z.number().int(),
  totalXp: z.number().int(),
  coins: z.number().int(),
  referralCode: z.string().nullable(),
});
export type PlayerProfile = z.infer<typeof playerProfile>;

const eventRef = z.object({ id: z.number().int(), name: z.string(), startsAt: z.iso.datetime() });
const playerRef = z.object({ id: z.uuid(), username: z.string() });

export const playerWalletEntry = z.object({
  id: z.number().int(),
  /** Signed: a credit is positive, a debit negative. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  description: z.string(),
  createdAt: z.iso.datetime(),
});

export const playerXpEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  ref: z.string(),
  /** The season it counted for; null for lifetime-only XP. */
  seasonId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});

/** A page of a ledger, newest first. */
export const playerWalletLedgerPage = z.object({
  items: z.array(playerWalletEntry),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type PlayerWalletLedgerPage = z.infer<typeof playerWalletLedgerPage>;

export const playerXpLedgerPage = z.object({
  items: z.array(playerXpEntry),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type PlayerXpLedgerPage = z.infer<typeof playerXpLedgerPage>;

/**
 * Everything an admin needs to help a player or decide about them. Each list is the newest
 * PLAYER_FILE_LIST_LIMIT (notices: PLAYER_FILE_NOTICES); the ledgers' further pages come from
 * their own routes.
 */
export const playerFile = z.object({
  profile: playerProfile,
  inventory: z.object({
    seedlings: z.array(
      z.object({
        speciesId: z.number().int(),
        speciesName: z.string(),
        quantity: z.number().int(),
      }),
    ),
    water: z.number().int(),
    fertilizer: z.number().int(),
    streakSavers: z.number().int(),
  }),
  trees: z.array(
    z.object({
      id: z.uuid(),
      speciesName: z.string(),
      stage: z.number().int(),
      stageName: z.enum(TREE_STAGES),
      plantedAt: z.iso.datetime(),
      maturedAt: z.iso.datetime().nullable(),
      /** A tree of an earlier season, kept in the forest. */
      dormant: z.boolean(),
    }),
  ),
  rsvps: z.array(
    z.object({
      event: eventRef,
      status: z.enum(['CONFIRMED', 'WAITLISTED']),
      createdAt: z.iso.datetime(),
      checkedInAt: z.iso.datetime().nullable(),
    }),
  ),
  realTrees: z.array(
    z.object({
      event: eventRef,
      speciesName: z.string().nullable(),
      plantedOn: z.iso.date(),
    }),
  ),
  referrals: z.object({
    /** Who brought this player, if anyone. */
    referredBy: playerRef.extend({ rewardedAt: z.iso.datetime().nullable() }).nullable(),
    /** The friends this player brought, newest first. */
    made: z.array(
      playerRef.extend({ createdAt: z.iso.datetime(), rewardedAt: z.iso.datetime().nullable() }),
    ),
  }),
  reports: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(['BUG', 'SUGGESTION']),
      status: z.enum(['NEW', 'IN_PROGRESS', 'RESOLVED', 'WONT_FIX']),
      message: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** The player's inbox, newest first. */
  notices: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      createdAt: z.iso.datetime(),
      readAt: z.iso.datetime().nullable(),
    }),
  ),
  /** Fair-play flags still waiting for a review, on this player. */
  openFairPlayFlags: z.array(fairPlayFlag),
  walletLedger: playerWalletLedgerPage,
  xpLedger: playerXpLedgerPage,
});
export type PlayerFile = z.infer<typeof playerFile>;

export const playerLedgerQuery = pageQuery;

/** Why the admin acts, in words: kept in the audit log, and shown to the player where said. */
export const playerActionReason = text({ error: 'reason is why you do this, in words.' })
  .trim()
  .min(PLAYER_REASON_MIN_LENGTH, {
    error: `Write the reason in at least ${PLAYER_REASON_MIN_LENGTH} characters.`,
  })
  .max(PLAYER_REASON_MAX_LENGTH, {
    error: `A reason has at most ${PLAYER_REASON_MAX_LENGTH} characters.`,
  });

/** Suspend, lift, send a verification or a reset mail: the reason only. */
export const playerReasonInput = z.strictObject({ reason: playerActionReason });
export type PlayerReasonInput = z.infer<typeof playerReasonInput>;

/** A new username, by the sign-up rules. */
export const renamePlayerInput = z.strictObject({
  username: usernameSchema,
  reason: playerActionReason,
});
export type RenamePlayerInput = z.infer<typeof renamePlayerInput>;

export const changePlayerRoleInput = z.strictObject({
  role: z.enum(['USER', 'ADMIN'], { error: 'role is USER or ADMIN.' }),
  reason: playerActionReason,
});
export type ChangePlayerRoleInput = z.infer<typeof changePlayerRoleInput>;

const signedAmount = (label: string) =>
  intInRange(label, -PLAYER_ADJUSTMENT_LIMIT, PLAYER_ADJUSTMENT_LIMIT).optional();

/**
 * Coins, XP and items given (positive) or taken (negative), through the ledgers. `itemId` is a
 * marketplace item: `quantity` counts units of what it holds (water, fertilizer, seedlings of
 * its species, streak savers), not packs. The same `idempotencyKey` applies it once.
 */
export const adjustPlayerInput = z
  .strictObject({
    coins: signedAmount('coins'),
    /**
     * Lifetime XP (no season): it moves the total and the level, never a season's standing;
     * taken away, never below 0.
     */
    xp: signedAmount('xp'),
    itemId: int4Id('itemId').optional(),
    quantity: signedAmount('quantity'),
    reason: playerActionReason,
    idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, {
      error: 'idempotencyKey is 8 to 128 letters, digits, - or _.',
    }),
  })
  .superRefine((input, issue) => {
    if ((input.itemId === undefined) !== (input.quantity === undefined)) {
      issue.addIssue({
        code: 'custom',
        path: [input.itemId === undefined ? 'itemId' : 'quantity'],
        message: 'itemId and quantity go together: the item, and how many to give or take.',
      });
    } else if (!input.coins && !input.xp && !input.quantity) {
      issue.addIssue({
        code: 'custom',
        path: ['coins'],
        message: 'Give an amount to change: coins, xp, or an item with its quantity, not 0.',
      });
    }
  });
export type AdjustPlayerInput = z.infer<typeof adjustPlayerInput>;

/** Every action's answer: the account as it is now, and what was done, in words. */
export const playerActionResult = z.object({
  player: playerProfile,
  message: z.string(),
});
export type PlayerActionResult = z.infer<typeof playerActionResult>;
