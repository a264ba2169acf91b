import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import { migrationsFolder, type DatabaseHandle } from './db/client.ts';
import { latestMigrationTime } from './db/migrate.ts';
import { AppError } from './lib/app-error.ts';
import { getOrCreateSecret } from './lib/app-settings.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { AppContext } from './lib/context.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import { createMetrics, noMetrics } from './lib/metrics.ts';
import { deriveKeys } from './lib/keys.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords.ts';
import {
  createPostgresRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './lib/rate-limiter.ts';
import { createSharedCache } from './lib/shared-cache.ts';
import { createTokenService } from './lib/tokens.ts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.ts';
import type { AccountsContext } from './modules/accounts/accounts.context.ts';
import { findSession } from './modules/accounts/accounts.service.ts';
import { createSessionCache } from './modules/accounts/session-cache.ts';
import { ensureAdminAccount } from './modules/accounts/admin-bootstrap.ts';
import { createGoogleOidc } from './modules/accounts/google-oidc.ts';
import { registerExportRoutes } from './modules/exports/exports.routes.ts';
import { registerFairPlayRoutes } from './modules/fair-play/fair-play.routes.ts';
import { registerPlayerRoutes } from './modules/players/players.routes.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { requireAuditEntries } from './plugins/audit.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { registerGameConfigRoutes } from './modules/game-config/game-config.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerInventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { registerPlantedTreeRoutes } from './modules/planted-trees/planted-trees.routes.ts';
import { registerTreeRoutes } from './modules/trees/trees.routes.ts';
import { registerMarketplaceRoutes } from './modules/marketplace/marketplace.routes.ts';
import { seedMarketplace } from './modules/marketplace/marketplace.service.ts';
import { registerQuestRoutes } from './modules/quests/quests.routes.ts';
import { registerReferralRoutes } from './modules/referrals/referrals.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerReminderRoutes } from './modules/reminders/reminders.routes.ts';
import type { RemindersContext } from './modules/reminders/reminders.service.ts';
import { runDailyLoop, type DailyLoopReport } from './jobs/daily-loop.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { startLevelFolding } from './lib/ledgers/season-levels.ts';
import { registerWalletRoutes } from './modules/wallet/wallet.routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerEligibilityRoutes } from './modules/eligibility/eligibility.routes.ts';
import { standingsChanged } from './lib/ledgers/standings-changes.ts';
import { registerLeaderboardRoutes } from './modules/leaderboard/leaderboard.routes.ts';
import { registerEventRoutes } from './modules/events/events.routes.ts';
import { registerLocationRoutes } from './modules/locations/locations.routes.ts';
import { registerSeasonRoutes } from './modules/seasons/seasons.routes.ts';
import { ensureFirstSeason } from './modules/seasons/seasons.service.ts';
import { registerPostRoutes } from './modules/posts/posts.routes.ts';
import { registerDataExportRoutes } from './modules/privacy/data-export.routes.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import { registerSupportRoutes } from './modules/support/support.routes.ts';
import type { TriviaContext } from './modules/trivia/ai-trivia.service.ts';
import { registerTriviaRoutes } from './modules/trivia/trivia.routes.ts';
import { seedTrivia } from './modules/trivia/trivia.service.ts';
import { seedSpecies } from './modules/trees/trees.service.ts';
import { API_DOCS_PREFIX, registerApiDocs } from './plugins/api-docs.ts';
import { registerGuards, type Guard } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { requestLogOptions } from './plugins/request-log.ts';
import { registerRequestMetrics } from './plugins/request-metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerBirthYearRoutes } from './use-cases/answer-birth-year.routes.ts';
import { registerChangeEmailRoutes } from './use-cases/change-email.routes.ts';
import { registerDeleteAccountRoutes } from './use-cases/delete-account.routes.ts';
import { registerOnboardingRoutes } from './use-cases/onboard-player.routes.ts';
import { registerSeasonRolloverRoutes } from './use-cases/season-rollover.routes.ts';
import { registerSuspensionRoutes } from './use-cases/suspend-player.routes.ts';
import { recordRolloverFailure, runRolloverBatch } from './use-cases/season-rollover.ts';

/** Methods that change nothing; any other request may have. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const defaultWebDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

const REQUEST_TIMEOUT_MS = 60_000;

/** The answer to every request while the first admin is being created (`adminAccount`). */
const STARTING_BODY = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Punla is starting. Try again in a moment.',
};
const HEADERS_TIMEOUT_MS = 20_000;

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  rateLimiter?: RateLimiter;
  /** The password hasher (tests count its calls). */
  hasher?: PasswordHasher;
  logger?: FastifyServerOptions['logger'];
  /** The AI trivia call's time limit (tests shorten it). */
  aiTimeoutMs?: number;
  /** The job queue's timings (tests shorten them). */
  jobTimings?: {
    pollingIntervalSeconds?: number;
    mailRetryDelaySeconds?: number;
    mailRetryLimit?: number;
  };
  /** The built web app to serve; null serves the API only. */
  webDistDir?: string | null;
  /**
   * 'after-listen': the first admin is not created here but by `app.ensureAdminAccount()`,
   * which the start calls once the port is open, so a start that cannot listen creates no
   * admin (and prints no password that would be lost); until then every request is answered
   * with 503. Default: created here.
   */
  adminAccount?: 'at-build' | 'after-listen';
}

export interface RegisteredRoute {
  method: string;
  url: string;
  guard: Guard | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its guard, for the test that checks no route forgot one. */
    registeredRoutes: RegisteredRoute[];
    /** One run of the scheduled work now (jobs/daily-loop.ts), whatever the queue does. */
    runDailyLoop(): Promise<DailyLoopReport>;
    /** The job queue: the mails, and the scheduled jobs when the configuration runs them. */
    jobs: JobQueue;
    /** Creates the first admin when there is no admin (modules/accounts/admin-bootstrap.ts). */
    ensureAdminAccount(): Promise<void>;
  }
}

/** The channel the database announces changed sessions on (migration 0008). */
const SESSION_CHANGES = 'punla_sessions';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: requestLogOptions(deps.logger, config.logLevel),
    bodyLimit: 1024 * 1024,
    // request.ip, which every per-address limit keys on, is the client behind the proxies
    // named in TRUST_PROXY, and the socket's address when it is off.
    trustProxy: trustProxyOption(config.trustProxy),
    // A request must arrive whole within these, so slow senders cannot hold connections open
    // for ever. A minute leaves room for a 2 MB photo on a slow mobile link.
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS },
  });
  // An empty JSON body (a POST that needs no fields) is no body, not a syntax error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  // A server that listens before it creates the first admin (start-server.ts) answers every
  // request with 503 until then: a health check or an admin's login waits the moment out.
  // The hook stays for the process's life (Fastify cannot remove one), so once started it is
  // a plain callback that checks a flag: no promise on every request.
  let starting = deps.adminAccount === 'after-listen';
  if (starting) {
    app.addHook('onRequest', (_request, reply, done) => {
      if (!starting) return done();
      // Sent as text: a route's own response schema (health's 503) does not describe it.
      reply
        .code(503)
        .header('retry-after', '1')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(STARTING_BODY));
    });
  }
  app.setSerializerCompiler(serializerCompiler);

  const keys = deriveKeys(
    config.jwtSecret ?? (await database.exclusively(() => getOrCreateSecret(db, 'jwt_secret'))),
  );
  const tokens = createTokenService(keys.tokenKey, clock);
  // Prometheus's metrics, kept only when METRICS_PORT is set (docs/decisions/030); the parts
  // that record into them are given the no-op otherwise.
  const metricsRegistry =
    config.metricsPort === undefined
      ? undefined
      : createMetrics({ poolConnections: database.poolConnections?.bind(database) });
  const metrics = metricsRegistry ?? noMetrics;
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log });
  // Started once the database is seeded (below); services only put mails in its outbox.
  const jobs = createJobQueue({
    database,
    timeZone: config.gameTimeZone,
    logger: app.log,
    mailer,
    mailKey: keys.mailKey,
    clock,
    scheduledJobs: config.scheduledJobs,
    runDailyLoop: () => app.runDailyLoop(),
    runSeasonJobBatch: (jobId, batch) =>
      runRolloverBatch({ ...ctx, seasonJobs: jobs.seasonJobs }, jobId, batch),
    recordSeasonJobFailure: (jobId, error, final) =>
      recordRolloverFailure(ctx, jobId, error, final),
    mailRetryDelaySeconds: config.mailRetrySeconds,
    metrics,
    ...deps.jobTimings,
  });
  const outbox = jobs.outbox;
  const rateLimiter =
    deps.rateLimiter ??
    (config.redisUrl
      ? createRedisRateLimiter(config.redisUrl, clock)
      : createPostgresRateLimiter(db, clock));

  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (route.url.startsWith(API_DOCS_PREFIX)) {
        // The OpenAPI page and document are public by design.
        route.config = { ...route.config, guard: 'public' };
      }
      app.registeredRoutes.push({ method, url: route.url, guard: route.config?.guard });
    }
  });
  // Views that may lag a moment read the replica when DATABASE_READ_URL names one (readDbOf).
  const ctx: AppContext = { db, readDb: database.readDb, clock, timeZone: config.gameTimeZone };
  const sessions = createSessionCache((userId) => findSession(ctx, userId));
  // Public answers that read whole tables, kept a few seconds (lib/shared-cache.ts).
  const publicCache = createSharedCache(
    () => clock.now().getTime(),
    (name) => metrics.cacheFilled(name),
  );
  const publicReads = { ...ctx, rateLimiter, publicCache };
  // Whether the LISTEN connection is connected, for the readiness probe.
  let listeningForChanges = false;
  const stopListening = database.listen?.(SESSION_CHANGES, {
    onMessage: (userId) => sessions.forget(userId),
    onListening: (listening) => {
      listeningForChanges = listening;
      sessions.setListening(listening);
      metrics.listenConnected(listening);
    },
  });
  registerGuards(app, { tokens, resolveSession: (userId) => sessions.resolve(userId) });
  requireAuditEntries(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  // A request that may have changed data has committed by the time its answer is sent: what
  // keeps standings for reuse reads them again (lib/ledgers/standings-changes.ts). A refused
  // request changed nothing, so it does not count (nor can a stream of them keep it empty).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READ_ONLY_METHODS.has(request.method) && reply.statusCode < 400) standingsChanged();
    done(null, payload);
  });
  if (metricsRegistry) registerRequestMetrics(app, metricsRegistry);
  await app.register(cookie, { secret: keys.cookieKey });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 20 } });
  await registerApiDocs(app);

  const accounts: AccountsContext = {
    ...ctx,
    config,
    hasher: deps.hasher ?? createPasswordHasher(config.passwordMemoryCost),
    tokens,
    outbox,
    rateLimiter,
    logger: app.log,
    codeSecret: keys.codeKey,
    google: createGoogleOidc(config, app.log),
    sessions,
  };
  registerHealthRoutes(app, {
    ...ctx,
    readiness: {
      // Redis holds the rate limits when REDIS_URL is set: its PING, on the limits' connection.
      pingRedis: config.redisUrl ? rateLimiter.ping?.bind(rateLimiter) : undefined,
      listening: stopListening ? () => listeningForChanges : undefined,
      latestMigration: latestMigrationTime(migrationsFolder),
    },
  });
  registerGameConfigRoutes(app, { ...ctx, ai: config.ai });
  registerAccountRoutes(app, accounts);
  registerOnboardingRoutes(app, accounts);
  registerChangeEmailRoutes(app, accounts);
  registerFileRoutes(app, ctx);
  registerTreeRoutes(app, ctx);
  registerInventoryRoutes(app, ctx);
  registerPlantedTreeRoutes(app, { ...ctx, publicCache });
  registerMarketplaceRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerQuestRoutes(app, ctx);
  registerReferralRoutes(app, { ...ctx, publicUrl: config.publicUrl });
  registerSeasonRoutes(app, ctx);
  registerSeasonRolloverRoutes(app, { ...ctx, seasonJobs: jobs.seasonJobs });
  registerLeaderboardRoutes(app, publicReads);
  registerEligibilityRoutes(app, ctx);
  registerLocationRoutes(app, ctx);
  registerDashboardRoutes(app, { ...ctx, outbox });
  registerFairPlayRoutes(app, ctx);
  const players = { ...accounts, publicUrl: config.publicUrl };
  registerPlayerRoutes(app, players);
  registerSuspensionRoutes(app, players);
  registerDeleteAccountRoutes(app, players);
  registerBirthYearRoutes(app, players);
  registerExportRoutes(app, ctx);
  registerDataExportRoutes(app, { ...ctx, rateLimiter });
  registerAuditRoutes(app, ctx);
  registerPostRoutes(app, ctx);
  const aiTrivia: TriviaContext = {
    ...ctx,
    ai: config.ai,
    rateLimiter,
    metrics,
    aiTimeoutMs: deps.aiTimeoutMs,
    emptyPoolCall: {},
  };
  registerTriviaRoutes(app, aiTrivia);
  registerReportRoutes(app, { ...ctx, rateLimiter, outbox, publicUrl: config.publicUrl });
  registerSupportRoutes(app, publicReads);
  registerNotificationRoutes(app, ctx);
  const reminders: RemindersContext = {
    ...ctx,
    outbox,
    publicUrl: config.publicUrl,
    codeSecret: keys.codeKey,
    logger: app.log,
  };
  registerReminderRoutes(app, reminders);
  registerEventRoutes(app, {
    ...publicReads,
    outbox,
    publicUrl: config.publicUrl,
  });
  app.decorate('runDailyLoop', () => runDailyLoop(reminders, aiTrivia));
  await registerWebApp(app, deps.webDistDir === undefined ? defaultWebDistDir : deps.webDistDir, {
    gameTimeZone: config.gameTimeZone,
  });

  app.decorate('ensureAdminAccount', async () => {
    await database.exclusively(() => ensureAdminAccount(accounts));
    starting = false;
  });
  // Instances started together on a new database seed it one after the other.
  await database.exclusively(async () => {
    await seedSpecies(ctx);
    await seedMarketplace(ctx);
    await ensureFirstSeason(ctx);
    await seedTrivia(ctx);
    if (deps.adminAccount !== 'after-listen') await ensureAdminAccount(accounts);
  });

  // The job queue starts once the database is seeded, and stops before it closes.
  await jobs.start();
  app.decorate('jobs', jobs);
  // The leaderboard's per-value counts take in the awards' appended moves every second.
  const stopFolding = startLevelFolding(db, (error) =>
    app.log.error({ err: error }, 'folding the season XP counts failed'),
  );

  // The metrics' port opens when the app is ready (before the game's port, in a start), and
  // closes first: nothing is scraped from an app that is closing.
  let metricsServer: MetricsServer | undefined;
  const { metricsPort } = config;
  if (metricsRegistry && metricsPort !== undefined) {
    app.addHook('onReady', async () => {
      metricsServer = await startMetricsServer(metricsRegistry, metricsPort, config.host);
    });
  }

  app.addHook('onClose', async () => {
    await metricsServer?.close();
    await stopFolding();
    await jobs.stop();
    await stopListening?.();
    mailer.close();
    await rateLimiter.close();
  });
  return app;
}
