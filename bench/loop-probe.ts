/**
 * Loaded into the server process with `node --import`, for the benchmark only: records the
 * event loop's delay and writes its histogram (milliseconds) as JSON to BENCH_LOOP_FILE every
 * half second. SIGUSR2 ends a phase: its histogram is also written to BENCH_LOOP_FILE.<phase>
 * (0, 1, …), then cleared, so the benchmark reads the delay of exactly the stretch between two
 * signals.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let phase = 0;
  // The histogram holds the time between the sampling timer's runs; the delay is the excess
  // over its interval (as @fastify/under-pressure reads it).
  const ms = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - resolutionMs);
  const write = (target: string) => {
    const snapshot = {
      phase,
      samples: histogram.count,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      // Where the resident memory goes, to read next to the RSS the benchmark samples.
      heapMb: process.memoryUsage().heapTotal / 2 ** 20,
      externalMb: process.memoryUsage().external / 2 ** 20,
    };
    fs.writeFileSync(`${target}.tmp`, JSON.stringify(snapshot));
    fs.renameSync(`${target}.tmp`, target);
  };
  setInterval(() => write(file), 500).unref();
  process.on('SIGUSR2', () => {
    write(`${file}.${phase}`);
    phase += 1;
    histogram.reset();
  });
}
