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

  // pg's `query` has many overloads; this one passes every form through unchanged.
  override query(...args: unknown[]): never {
    this.#corkForThisTurn();
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  #corkForThisTurn(): void {
    if (this.#corked) return;
    const internals = this as unknown as { _connected?: boolean; connection?: pg.Connection };
    const stream = (internals.connection as unknown as { stream?: NodeJS.WritableStream })
      ?.stream as (NodeJS.WritableStream & { cork?(): void; uncork?(): void }) | undefined;
    if (!internals._connected || !stream?.cork || !stream.uncork) return;
    stream.cork();
    this.#corked = true;
    setImmediate(() => {
      this.#corked = false;
      stream.uncork?.();
    });
  }
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
  readonly #config: pg.ClientConfig;
  readonly #lanes: (Lane | undefined)[] = new Array<Lane | undefined>(PIPELINED_CONNECTIONS);
  #ending = false;

  constructor(config: pg.PoolConfig) {
    // The pool's own connections are pipelined too: a transaction's `begin` and its first
    // statements leave together (`pipelineTransactions` in client.ts).
    super({ ...config, Client: BatchingClient, pipeline: true } as pg.PoolConfig);
    this.#config = config;
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
    const client = new BatchingClient({ ...this.#config, pipeline: true } as pg.ClientConfig);
    const lane: Lane = { client, inFlight: 0 };
    // A lost connection fails the statements on it; the next statement opens a new one.
    const drop = () => {
      if (this.#lanes[index] === lane) this.#lanes[index] = undefined;
    };
    client.on('error', (error: Error) => {
      drop();
      this.emit('error', error, client);
    });
    client.on('end', drop);
    client.connect().catch(drop);
    this.#lanes[index] = lane;
    return lane;
  }

  override async end(): Promise<void> {
    this.#ending = true;
    const lanes = this.#lanes.splice(0).filter((lane): lane is Lane => lane !== undefined);
    await Promise.all(lanes.map((lane) => lane.client.end().catch(() => undefined)));
    await super.end();
  }
}
