import http from 'node:http';
import type { MetricsRegistry } from './lib/metrics.ts';
import { PortUnavailableError, portUnavailableMessage } from './port-check.ts';

export interface MetricsServer {
  close(): Promise<void>;
}

/**
 * The metrics' own plain HTTP server on METRICS_PORT: `GET /metrics` answers the registry in
 * Prometheus's text format, anything else 404. It is apart from the game's port so that the
 * proxy in front of the game never exposes it, and a scrape never waits behind the game's
 * requests or its hooks (docs/decisions/030).
 */
export async function startMetricsServer(
  metrics: MetricsRegistry,
  port: number,
  host: string,
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${reason}\n`);
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host, exclusive: true }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    const message = portUnavailableMessage(error, port, host, 'METRICS_PORT');
    throw message ? new PortUnavailableError(message) : error;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper keeps its connection open between scrapes: closed now, not on its timeout.
        server.closeAllConnections();
      }),
  };
}
