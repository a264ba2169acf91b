import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolConnections } from '../db/client.ts';

/**
 * What the server counts for Prometheus (docs/decisions/030). The parts of the server that do
 * the work record it here; with METRICS_PORT unset they are given `noMetrics`, which records
 * nothing. Labels never hold a player's id, an e-mail or a raw address: each label has a few
 * values known in advance, so a scrape stays small however many players there are.
 */
export interface Metrics {
  /** An answered request: its method, route pattern (`unmatched` without one), status. */
  requestAnswered(request: RequestLabels, seconds: number): void;
  /** One job of a queue (`mail`, `season-job`, `daily-loop`) that completed or failed. */
  jobDone(queue: string, outcome: 'completed' | 'failed', seconds: number): void;
  /** A mail the mail server accepted. */
  mailSent(): void;
  /** A try at a mail that failed; `final` when it was the last, and the mail is given up. */
  mailFailed(final: boolean): void;
  /** Whether the LISTEN connection for the session notices is connected. */
  listenConnected(connected: boolean): void;
  /** An answer of the shared cache counted again (lib/shared-cache.ts), by its name. */
  cacheFilled(cache: string): void;
  /** A call to the AI provider for trivia, by whether it gave a fact. */
  aiTriviaCalled(outcome: 'ok' | 'failed'): void;
}

export interface RequestLabels {
  method: string;
  route: string;
  statusCode: number;
}

/** The metrics kept in a registry of their own, and their text for a scrape. */
export interface MetricsRegistry extends Metrics {
  /** The registry in Prometheus's text format. */
  text(): Promise<string>;
  contentType: string;
}

/** Records nothing: the server without METRICS_PORT, and the tests that do not look. */
export const noMetrics: Metrics = {
  requestAnswered: () => {},
  jobDone: () => {},
  mailSent: () => {},
  mailFailed: () => {},
  listenConnected: () => {},
  cacheFilled: () => {},
  aiTriviaCalled: () => {},
};

const PREFIX = 'punla_';

/**
 * From a quick mail (a tenth of a second) to a batch or a daily loop of minutes; the HTTP
 * histogram keeps prom-client's buckets (5 ms to 10 s).
 */
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/**
 * A registry of the app's own, not prom-client's global one: two apps in one process (the
 * tests build several) each count their own requests, and neither refuses the other's names.
 * The pool's connections are read at each scrape, so they are as of that moment.
 */
export function createMetrics(sources: {
  poolConnections?: () => PoolConnections;
}): MetricsRegistry {
  const registry = new Registry();
  const registers = [registry];
  // Node's own: CPU, memory, heap, handles, garbage collection, and the event loop's delay
  // (`punla_nodejs_eventloop_lag_p99_seconds` and its mean, p50, p90, min and max).
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requestLabels = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: requestLabels,
    registers,
  });
  const requestSeconds = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request arriving to its answer being sent, in seconds.',
    labelNames: requestLabels,
    registers,
  });
  const { poolConnections } = sources;
  if (poolConnections) {
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "The database pool's connections: total open, idle, and requests waiting for one.",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle, waiting } = poolConnections();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  const jobsCompleted = new Counter({
    name: `${PREFIX}jobs_completed_total`,
    help: 'Jobs of the job queue that completed, by queue.',
    labelNames: ['queue'] as const,
    registers,
  });
  const jobsFailed = new Counter({
    name: `${PREFIX}jobs_failed_total`,
    help: 'Tries at a job of the job queue that failed, by queue (a retried job counts each try).',
    labelNames: ['queue'] as const,
    registers,
  });
  const jobSeconds = new Histogram({
    name: `${PREFIX}job_duration_seconds`,
    help: "A job's run, completed or failed, in seconds, by queue.",
    labelNames: ['queue'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const mailsSent = new Counter({
    name: `${PREFIX}mails_sent_total`,
    help: 'Mails the mail server accepted.',
    registers,
  });
  const mailsFailed = new Counter({
    name: `${PREFIX}mails_failed_total`,
    help: 'Tries at a mail that failed; final="true" when the mail was then given up.',
    labelNames: ['final'] as const,
    registers,
  });
  // Both series from the start, so that a rate over them works before the first failure.
  mailsFailed.inc({ final: 'false' }, 0);
  mailsFailed.inc({ final: 'true' }, 0);
  const listening = new Gauge({
    name: `${PREFIX}listen_connected`,
    help: 'Whether the LISTEN connection for the session notices is connected (1) or not (0).',
    registers,
  });
  listening.set(0);
  const cacheFills = new Counter({
    name: `${PREFIX}cache_fills_total`,
    help: 'Public answers counted again because their kept copy was missing or expired, by name.',
    labelNames: ['cache'] as const,
    registers,
  });
  const aiTriviaCalls = new Counter({
    name: `${PREFIX}ai_trivia_calls_total`,
    help: 'Calls to the AI provider for trivia (pool top-ups and empty-pool requests), by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  aiTriviaCalls.inc({ outcome: 'ok' }, 0);
  aiTriviaCalls.inc({ outcome: 'failed' }, 0);

  return {
    requestAnswered({ method, route, statusCode }, seconds) {
      const labels = { method, route, status_code: statusCode };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    jobDone(queue, outcome, seconds) {
      (outcome === 'completed' ? jobsCompleted : jobsFailed).inc({ queue });
      jobSeconds.observe({ queue }, seconds);
    },
    mailSent: () => mailsSent.inc(),
    mailFailed: (final) => mailsFailed.inc({ final: String(final) }),
    listenConnected: (connected) => listening.set(connected ? 1 : 0),
    cacheFilled: (cache) => cacheFills.inc({ cache }),
    aiTriviaCalled: (outcome) => aiTriviaCalls.inc({ outcome }),
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

/**
 * Runs one job and records it under its queue: completed when `work` returns, failed when it
 * throws (the error goes on to the queue, which decides about a retry).
 */
export async function measureJob<T>(
  metrics: Metrics,
  queue: string,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await work();
    metrics.jobDone(queue, 'completed', seconds());
    return result;
  } catch (error) {
    metrics.jobDone(queue, 'failed', seconds());
    throw error;
  }
}
