/**
 * The yardstick: a bare `node:http` server in a process of its own, answering every request
 * with a small JSON body. Each API figure is a ratio to what this server does on the same
 * machine in the same run, so the figures hold from one machine to another.
 */
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', database: 'ok' });
const server = http.createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
