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
  const result = await autocannon({ duration: seconds, connections, ...options });
  return {
    // A run of a fixed number of requests ends within a second: its average per second would
    // count that last part-second as a whole one.
    requestsPerSecond:
      options.amount === undefined
        ? result.requests.average
        : result.requests.total / result.duration,
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
