import autocannon from 'autocannon';

export interface Load {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
}

/** Load for `seconds` over `connections` (both may be overridden in `options`). */
export async function load(
  seconds: number,
  connections: number,
  options: autocannon.Options,
): Promise<Load> {
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ duration: seconds, connections, ...options }, (error, done) =>
      error ? reject(error as Error) : resolve(done),
    );
    run.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  return {
    // A run of a fixed number of requests is timed from its start to its last answer:
    // autocannon reports its end (and its duration) only at the next whole second.
    requestsPerSecond:
      options.amount === undefined
        ? result.requests.average
        : (result.requests.total * 1000) / (lastAnswer - started),
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/** One request per call of `build`, in turn: each request goes to the next item of `list`. */
export function inTurn<T>(list: T[], build: (item: T) => autocannon.Request): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request: autocannon.Request) => {
        const item = list[next % list.length];
        next += 1;
        return item === undefined ? request : { ...request, ...build(item) };
      },
    },
  ] as unknown as autocannon.Request[];
}
