/**
 * Loaded into the server process with `node --expose-gc --import`, for the export benchmark
 * only: on SIGUSR2 it runs a full garbage collection and writes the heap still in use (what the
 * process holds, not the garbage V8 has not collected yet) and the resident memory, in MB, as
 * JSON to BENCH_HEAP_FILE.
 */
import fs from 'node:fs';

const file = process.env.BENCH_HEAP_FILE;
const collect = (globalThis as { gc?: () => void }).gc;
if (file && collect) {
  process.on('SIGUSR2', () => {
    collect();
    const { heapUsed, rss } = process.memoryUsage();
    const snapshot = { heapUsedMb: heapUsed / 2 ** 20, rssMb: rss / 2 ** 20 };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
    fs.renameSync(`${file}.tmp`, file);
  });
}
