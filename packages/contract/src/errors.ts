import { z } from 'zod';

/**
 * Every error the API can answer with. The code tells a program what happened; the
 * `message` next to it tells a person. The status is fixed per code so that the server's
 * single error handler and the tests agree on it.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  VERIFICATION_CODE_INVALID: 400,
  LOGIN_CODE_INVALID: 400,
  LOGIN_CODE_OTHER_BROWSER: 400,
  PASSWORD_INCORRECT: 400,
  PASSWORD_NOT_SET: 400,
  GOOGLE_LOGIN_FAILED: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  NOT_ENOUGH_COINS: 400,
  NOT_ENOUGH_RESOURCES: 400,
  NO_SEEDLING: 400,
  TOO_SOON: 409,
  DAILY_LIMIT_REACHED: 409,
  ALREADY_CLAIMED: 409,
  ALREADY_GROWING: 409,
  TREE_NOT_GROWING: 409,
  TREE_WILTED: 409,
  NO_ACTIVE_TREE: 409,
  NAME_TAKEN: 409,
  SPECIES_IN_USE: 409,
  ITEM_INACTIVE: 409,
  OUT_OF_STOCK: 409,
  LEVEL_LOCKED: 403,
  ALREADY_HELD: 409,
  ENOUGH_WATER: 409,
  QUEST_NOT_DONE: 409,
  REFERRAL_INVALID: 400,
  REFERRAL_NOT_ALLOWED: 409,
  SEASON_OVERLAP: 409,
  SEASON_HAS_XP: 409,
  NO_CURRENT_SEASON: 409,
  SEASON_NOT_ENDED: 409,
  AI_NOT_CONFIGURED: 503,
  AI_UNAVAILABLE: 503,
  UNSUBSCRIBE_LINK_INVALID: 400,
  REQUIREMENTS_NOT_MET: 403,
  ACCOUNT_UNDER_REVIEW: 403,
  ALREADY_REVIEWED: 409,
  REPORT_MOVE_NOT_ALLOWED: 409,
  ALREADY_RSVPED: 409,
  RSVP_CLOSED: 409,
  EVENT_NOT_OPEN: 409,
  EVENT_NOT_STARTED: 409,
  CAPACITY_TOO_SMALL: 409,
  ALREADY_CHECKED_IN: 409,
  SURVIVAL_TOO_HIGH: 400,
  RATE_LIMITED: 429,
  MAIL_PAUSED: 503,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  GOOGLE_NOT_CONFIGURED: 503,
  ACCOUNT_SUSPENDED: 403,
  ALREADY_SUSPENDED: 409,
  NOT_SUSPENDED: 409,
  LAST_ADMIN: 409,
  ROLE_UNCHANGED: 409,
  ALREADY_VERIFIED: 409,
  GOOGLE_ONLY_ACCOUNT: 409,
  BELOW_ZERO: 409,
  DELETION_PENDING: 409,
  WRONG_PASSWORD: 403,
  NOT_PENDING_DELETION: 409,
  TOO_YOUNG: 403,
  GUARDIAN_REQUIRED: 400,
  BIRTH_YEAR_ALREADY_SET: 409,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/** The body of every error response (docs/api.md, Errors). */
export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.enum(errorCodes).optional(),
  message: z.string(),
  details: z.unknown().optional(),
  /** DELETION_PENDING: when the account's personal data will be erased. */
  erasesAt: z.iso.datetime().optional(),
  /** DELETION_PENDING: a short-lived token that only the account's `keep` route accepts. */
  keepToken: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
