import http from 'node:http';

/** `varied`: a different fact at every call (fact 1, fact 2, …), as a real model writes. */
export type AiMode = 'ok' | 'varied' | 'slow' | 'error' | 'empty';

/** A small OpenAI-compatible chat-completions server on a free local port. */
export async function startAiServer() {
  let mode: AiMode = 'ok';
  const requests: {
    authorization: string | undefined;
    body: { model?: string; messages?: unknown[] };
  }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw || '{}') });
      if (mode === 'error') {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"error":{"message":"overloaded"}}');
        return;
      }
      const reply = (content: string) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content } }],
          }),
        );
      if (mode === 'slow') {
        setTimeout(() => reply('Too late.'), 2000);
        return;
      }
      if (mode === 'varied') {
        reply(`Fact ${requests.length}: a narra tree can live for hundreds of years.`);
        return;
      }
      reply(
        mode === 'empty'
          ? ''
          : 'The Philippine teak (Tectona philippinensis) grows naturally only in a few places in Batangas and Mindoro.',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: AiMode) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
