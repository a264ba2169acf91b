import { Writable } from 'node:stream';

/** A stream for the app's logger that keeps every line written, to read what a run logged. */
export function captureLog(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}
