import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import {
  drizzle,
  NodePgSession,
  NodePgTransaction,
  type NodePgDatabase,
  type NodePgSessionOptions,
} from 'drizzle-orm/node-postgres';
import type {
  PgDatabase,
  PgDialect,
  PgQueryResultHKT,
  PgTransactionConfig,
} from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { PipelinedPool } from './pipelined-pool.ts';
import { migrate } from './migrate.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { startEmbeddedPostgres } from './embedded/embedded-postgres.ts';
import { refuseOldEmbeddedData } from './embedded/old-data.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories take either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  /**
   * A read replica's pool (DATABASE_READ_URL), for reads that may lag the primary a moment
   * (AppContext.readDb); undefined without one.
   */
  readDb?: Database;
  kind: 'embedded' | 'postgres';
  /**
   * Runs `work` while no other server starting on this database runs its own: instances
   * started together migrate and seed one after the other, never at once.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Listens on a LISTEN/NOTIFY channel over a connection of its own, reconnecting when it is
   * lost. `onListening(false)` says notifications may have been missed (the connection went);
   * `onListening(true)` that they arrive again. Undefined where the database cannot notify.
   */
  listen?(channel: string, handlers: ChannelHandlers): () => Promise<void>;
  /**
   * Runs raw SQL on the pool, or on the direct connections when the pool is behind a pooler
   * (the job queue's statements, which carry their own SQL).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * The pool's connections now, for the metrics: read only, it changes nothing. Undefined
   * where there is no pool (the earlier version's PGlite folder, read by the move from it).
   */
  poolConnections?(): PoolConnections;
  close(): Promise<void>;
}

/**
 * The pool's own connections: open, open and unused, and the requests waiting for one. The
 * shared pipelined connections (db/pipelined-pool.ts) and the LISTEN one are not counted.
 */
export interface PoolConnections {
  total: number;
  idle: number;
  waiting: number;
}

export interface ChannelHandlers {
  onMessage(payload: string): void;
  onListening(listening: boolean): void;
}

/**
 * Makes `db.transaction` send its `begin` without waiting for the answer: the first
 * statements of the transaction follow it in the same write (the pool's connections are
 * pipelined), saving a round trip on every transaction. Otherwise as drizzle's own: a
 * connection of the pool, `commit` when the work returns, `rollback` when it throws. The
 * answer to `begin` is awaited before the commit; it fails only when the connection does,
 * and then so does every statement sent behind it.
 */
function pipelineTransactions(db: NodePgDatabase<Schema>, pool: PipelinedPool): void {
  const root = db._.session as unknown as {
    dialect: PgDialect;
    schema: ConstructorParameters<typeof NodePgSession<Schema, never>>[2];
    options: NodePgSessionOptions;
    transaction: <T>(work: (tx: unknown) => Promise<T>, config?: PgTransactionConfig) => Promise<T>;
  };
  const drizzleTransaction = root.transaction.bind(root);
  // A connection runs one transaction at a time, so its transaction handle is made once and
  // used again (building one sets up a query builder for every table).
  const handles = new WeakMap<object, NodePgTransaction<Schema, never>>();
  const handleFor = (client: pg.PoolClient) => {
    let tx = handles.get(client);
    if (!tx) {
      const session = new NodePgSession(client, root.dialect, root.schema, root.options);
      tx = new NodePgTransaction(root.dialect, session, root.schema);
      handles.set(client, tx);
    }
    return tx;
  };
  root.transaction = async <T>(
    work: (tx: unknown) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> => {
    // An isolation level or access mode goes into `begin` itself: drizzle's own then.
    if (config) return drizzleTransaction(work, config);
    const client = await pool.connect();
    try {
      const tx = handleFor(client);
      const begun = client.query('begin');
      // Checked before the commit; an unawaited rejection must not crash the process first.
      begun.catch(() => undefined);
      try {
        const result = await work(tx);
        await begun;
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    } finally {
      client.release();
    }
  };
}

/** The advisory lock key of server start-up work (any constant; "punla" in ASCII). */
const STARTUP_LOCK = 0x70756e6c61;

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

type Connection = string | pg.PoolConfig;

export interface PostgresOptions {
  /**
   * The same database without the pooler (DATABASE_DIRECT_URL), when the main connection goes
   * through one in transaction mode (PgBouncer), which keeps a server connection for a client
   * only for a transaction. Then the pool sends its statements unnamed (a named one would be
   * prepared on one server connection and run on another), and what needs a session of its
   * own goes over this: LISTEN, the migrations, the start-up lock and the job queue's SQL.
   */
  direct?: Connection;
  /** A read replica (DATABASE_READ_URL): a pool of its own, `readDb`. */
  read?: Connection;
}

/**
 * Connections the direct pool holds at most (behind a pooler): the start-up lock, the
 * migrations beside it, and the job queue's statements, each short.
 */
const DIRECT_POOL_SIZE = 4;

/** The read replica's pool: half the main pool (its reads are few and mostly kept). */
function readPoolSize(poolSize: number): number {
  return Math.max(2, Math.ceil(poolSize / 2));
}

function configOf(connection: Connection): pg.PoolConfig {
  return typeof connection === 'string' ? { connectionString: connection } : connection;
}

/** Fails at start, with the server's own words, when the database cannot be reached. */
async function probe(pool: pg.Pool, what?: string): Promise<void> {
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    if (!what || !(error instanceof Error)) throw error;
    throw new Error(`${what} cannot be reached: ${error.message}`, { cause: error });
  }
}

/** A PostgreSQL server, through a connection pool: a URL, or a socket of the embedded one. */
export async function openPostgres(
  connection: Connection,
  kind: DatabaseHandle['kind'] = 'postgres',
  poolSize = 10,
  options: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const config = configOf(connection);
  const directConfig = options.direct === undefined ? undefined : configOf(options.direct);
  const namedStatements = directConfig === undefined;
  const pool = new PipelinedPool({ ...config, max: poolSize }, { namedStatements });
  // Behind a pooler, the session's work has connections of its own; otherwise the pool's.
  const direct = directConfig ? new pg.Pool({ ...directConfig, max: DIRECT_POOL_SIZE }) : pool;
  const readPool =
    options.read === undefined
      ? undefined
      : new PipelinedPool(
          { ...configOf(options.read), max: readPoolSize(poolSize) },
          { namedStatements },
        );
  const pools = [pool, ...(direct === pool ? [] : [direct]), ...(readPool ? [readPool] : [])];
  // An idle connection the server drops (a restart, a failover) must not crash the process:
  // the pool discards it and opens a new one when needed.
  for (const each of pools) {
    each.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
  }
  const closeAll = async () => {
    await Promise.all(pools.map((each) => each.end()));
  };
  try {
    await probe(pool);
    if (direct !== pool) await probe(direct, 'The direct connection (DATABASE_DIRECT_URL)');
    if (readPool) await probe(readPool, 'The read replica (DATABASE_READ_URL)');
    const db = drizzle({ client: pool, schema });
    pipelineTransactions(db, pool);
    const exclusively = <T>(work: () => Promise<T>) => holdingStartupLock(direct, work);
    // Each pending migration in a transaction of its own, with a lock timeout (db/migrate.ts),
    // over the direct connections: a no-transaction migration needs one session throughout.
    await exclusively(() => migrate(direct, { migrationsFolder }));
    const listen = (channel: string, handlers: ChannelHandlers) =>
      listenOn(directConfig ?? config, channel, handlers);
    const executeSql = (text: string, values?: unknown[]) => direct.query(text, values);
    const poolConnections = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return {
      db: db as unknown as Database,
      ...(readPool ? { readDb: drizzle({ client: readPool, schema }) as unknown as Database } : {}),
      kind,
      exclusively,
      listen,
      executeSql,
      poolConnections,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

const RECONNECT_DELAY_MS = 1000;

function listenOn(
  config: pg.ClientConfig,
  channel: string,
  handlers: ChannelHandlers,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    handlers.onListening(false);
    client?.removeAllListeners();
    void client?.end().catch(() => undefined);
    client = undefined;
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
  };
  const connect = async () => {
    const next = new pg.Client(config);
    client = next;
    next.on('error', lost);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (client === next && !stopped) handlers.onListening(true);
    } catch {
      if (client === next) lost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    handlers.onListening(false);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    await last?.end().catch(() => undefined);
  };
}

/** How often a server waiting for another's start-up work asks for the lock again. */
const STARTUP_LOCK_POLL_MS = 200;

/**
 * A session-level advisory lock on a connection of its own, released however `work` ends. A
 * server that finds it taken asks again every STARTUP_LOCK_POLL_MS rather than waiting inside a
 * statement: a waiting statement is a transaction with a snapshot, and an index built
 * concurrently by the server holding the lock (a migration) waits for every such transaction to
 * end, so the two would wait for each other until the migration's lock timeout.
 */
async function holdingStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ mine: boolean }>(
        'select pg_try_advisory_lock($1) as mine',
        [STARTUP_LOCK],
      );
      if (rows[0]?.mine) break;
      await new Promise((resolve) => setTimeout(resolve, STARTUP_LOCK_POLL_MS));
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * The embedded PostgreSQL server in `dataDir`: started (or recovered) now, stopped on close.
 * The data directory's lock is held from before the start until after the stop.
 */
export async function openEmbedded(dataDir: string, poolSize?: number): Promise<DatabaseHandle> {
  const lock = await acquireDataDirLock(dataDir);
  try {
    refuseOldEmbeddedData(dataDir);
    const server = await startEmbeddedPostgres(dataDir);
    try {
      const handle = await openPostgres(server.connection, 'embedded', poolSize);
      return {
        ...handle,
        async close() {
          await handle.close();
          await server.stop();
          await lock.release();
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    await lock.release();
    throw error;
  }
}
