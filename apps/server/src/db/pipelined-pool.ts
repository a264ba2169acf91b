import type { Duplex } from 'node:stream';
import pg from 'pg';

/**
 * A connection whose statements, sent in one turn of the event loop, leave in one write.
 *
 * Every write to the database's socket wakes a PostgreSQL process, and under load that write
 * was the largest single cost of the server (a third of its CPU in `writev`). The socket is
 * corked on the first statement of a turn and uncorked once the turn's callbacks have run
 * (`setImmediate`), so the statements of every request that turn handled go out together.
 */
export class BatchingClient extends pg.Client {
  #corked = false;
  readonly #namedStatements: boolean;

  constructor(config: BatchingClientConfig) {
    super(config);
    this.#namedStatements = config.namedStatements !== false;
  }

  // pg's `query` has many overloads; this one passes every form through unchanged, but for
  // the name of a statement where named statements are off.
  override query(...args: unknown[]): never {
    this.#corkForThisTurn();
    if (!this.#namedStatements) args[0] = unnamed(args[0]);
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  #corkForThisTurn(): void {
    if (this.#corked || !(this as unknown as { _connected?: boolean })._connected) return;
    const stream = socketOf(this);
    if (!stream) return;
    stream.cork();
    this.#corked = true;
    setImmediate(() => {
      this.#corked = false;
      stream.uncork();
    });
  }
}

export interface BatchingClientConfig extends pg.ClientConfig {
  /**
   * false: statements run by name (`lib/prepared-statements.ts`) are sent unnamed, parsed
   * on each run, as a pooler in transaction mode needs (PgBouncer before 1.21 may run the
   * next statement on another server connection, where that name was never prepared).
   */
  namedStatements?: boolean;
}

/** The same statement without its name: the same SQL, parsed where it runs. */
function unnamed(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const { name, ...rest } = config as pg.QueryConfig;
  // A query object of its own (a cursor) is passed as it is.
  if (name === undefined || typeof (config as { submit?: unknown }).submit === 'function') {
    return config;
  }
  return rest;
}

/** The socket under a pg connection (pg keeps it as `connection.stream`). */
function socketOf(client: pg.Client): Duplex | undefined {
  return (client as unknown as { connection?: { stream?: Duplex } }).connection?.stream;
}

/** How many connections carry the pipelined statements (each is one PostgreSQL process). */
const PIPELINED_CONNECTIONS = 2;

interface Lane {
  client: BatchingClient;
  inFlight: number;
}

/**
 * The server's connection pool. Transactions (`connect()`) and one-off statements hold a
 * connection of the pool each, as with `pg.Pool`. The hot statements — those prepared once
 * and run by name (`lib/prepared-statements.ts`) outside a transaction — are instead sent
 * pipelined on a few shared connections: a statement does not wait for a free connection or
 * for the one before it, and the statements of many requests share one write and one wake-up
 * of PostgreSQL. Each still has its own `Sync`, so one statement's error is its own.
 */
export class PipelinedPool extends pg.Pool {
  readonly #config: BatchingClientConfig;
  readonly #lanes: (Lane | undefined)[] = new Array<Lane | undefined>(PIPELINED_CONNECTIONS);
  /** The pool's own connections, from their opening until they have closed. */
  readonly #open = new Set<pg.PoolClient>();
  #ending = false;

  /**
   * `namedStatements: false` (behind a pooler in transaction mode): every connection sends
   * the statements it is given by name unnamed, the same SQL parsed on each run. The hot ones
   * are still sent on the shared connections.
   */
  constructor(config: pg.PoolConfig, { namedStatements = true } = {}) {
    // The pool's own connections are pipelined too: a transaction's `begin` and its first
    // statements leave together (`pipelineTransactions` in client.ts). pg's pool hands its
    // options on to each connection it opens, `namedStatements` with them.
    const clientConfig: BatchingClientConfig = { ...config, namedStatements };
    super({ ...clientConfig, Client: BatchingClient, pipeline: true } as unknown as pg.PoolConfig);
    this.#config = clientConfig;
    this.on('connect', (client) => this.#open.add(client));
    this.on('remove', (client) => this.#open.delete(client));
  }

  override query(...args: unknown[]): never {
    const [config, values, callback] = args;
    const named =
      typeof config === 'object' &&
      config !== null &&
      typeof (config as pg.QueryConfig).name === 'string';
    if (!named || typeof values === 'function' || callback !== undefined || this.#ending) {
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const lane = this.#pickLane();
    lane.inFlight += 1;
    const sent = lane.client.query(config as pg.QueryConfig, values as unknown[] | undefined);
    return (sent as Promise<pg.QueryResult>).finally(() => {
      lane.inFlight -= 1;
    }) as never;
  }

  /** The shared connection with the fewest statements waiting, opened when first needed. */
  #pickLane(): Lane {
    let best: Lane | undefined;
    for (let i = 0; i < this.#lanes.length; i += 1) {
      const lane = this.#lanes[i] ?? this.#openLane(i);
      if (!best || lane.inFlight < best.inFlight) best = lane;
    }
    return best as Lane;
  }

  #openLane(index: number): Lane {
    const client = new BatchingClient({
      connectionTimeoutMillis: LANE_CONNECT_TIMEOUT_MS,
      ...this.#config,
      pipeline: true,
    } as pg.ClientConfig);
    const lane: Lane = { client, inFlight: 0 };
    // A lost connection fails the statements on it (pg rejects every one still waiting) and
    // is closed; the next statement opens a new one.
    const drop = () => {
      if (this.#lanes[index] === lane) this.#lanes[index] = undefined;
    };
    client.on('error', (error: Error) => {
      drop();
      void closeLane(lane);
      this.emit('error', error, client);
    });
    client.on('end', drop);
    client.connect().catch((error: unknown) => {
      drop();
      this.emit('error', error, client);
    });
    this.#lanes[index] = lane;
    return lane;
  }

  override async end(): Promise<void> {
    this.#ending = true;
    const lanes = this.#lanes.splice(0).filter((lane): lane is Lane => lane !== undefined);
    await Promise.all(lanes.map(closeLane));
    await super.end();
    await this.#closed();
  }

  /**
   * Resolves once every connection of the pool has closed. pg's `end` resolves as soon as it
   * has asked each to close: a database stopped at that moment would end the ones still
   * closing itself, and each would report the lost connection.
   */
  async #closed(): Promise<void> {
    if (this.#open.size === 0) return;
    let removed = () => {};
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      removed = () => {
        if (this.#open.size === 0) resolve();
      };
      this.on('remove', removed);
      timer = setTimeout(resolve, LANE_CLOSE_WAIT_MS);
    });
    this.off('remove', removed);
    clearTimeout(timer);
  }
}

/** How long a shared connection may take to open before its statements fail. */
const LANE_CONNECT_TIMEOUT_MS = 10_000;
/** How long closing waits for the statements already sent on a shared connection. */
const LANE_CLOSE_WAIT_MS = 5_000;

/**
 * Closes a shared connection once the statements sent on it are answered (pg waits for them
 * in pipeline mode), or after LANE_CLOSE_WAIT_MS: a statement that never gets its answer (a
 * database that hangs) must not keep the server from stopping.
 */
async function closeLane(lane: Lane): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      socketOf(lane.client)?.destroy();
      resolve();
    }, LANE_CLOSE_WAIT_MS);
  });
  await Promise.race([lane.client.end().catch(() => undefined), giveUp]);
  clearTimeout(timer);
}
