import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './errors.ts';

/** index.html as served: with the server's settings written in, in each encoding. */
interface Page {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The game's time zone goes into the page itself (`<meta name="punla-game-time-zone">`), so
 * the app knows it at once instead of asking the API before its first screen. Compressed once,
 * here, like the build's precompressed files.
 */
function pageWithSettings(distDir: string, gameTimeZone: string): Page {
  const meta = `<meta name="punla-game-time-zone" content="${escapeAttribute(gameTimeZone)}" />`;
  const file = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Before </head>; a page without one (its head implied) takes it after the doctype.
  const html = file.includes('</head>')
    ? file.replace('</head>', `  ${meta}\n  </head>`)
    : file.replace(/^(<!doctype html>)?/i, `$1${meta}`);
  const raw = Buffer.from(html);
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * precompressed .br/.gz copies when the browser takes them, and the page (index.html with
 * the settings written in) for every other page path so the app's router can show it
 * (history fallback).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  settings: { gameTimeZone: string },
): Promise<void> {
  const hasBuild = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  const page = hasBuild ? pageWithSettings(distDir, settings.gameTimeZone) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      cacheControl: false,
      // `/` is the page with the settings too (the route below), not the plain file.
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  if (page) app.get('/', (request, reply) => sendPage(request, reply, page));
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (page && isPage) return sendPage(request, reply, page);
    return reply.status(404).send(apiNotFound(request.method, request.url));
  });
}
