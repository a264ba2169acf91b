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
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let phase = 0;
  const ms = (nanoseconds: number) => nanoseconds / 1e6;
  const write = (target: string) => {
    const snapshot = {
      phase,
      samples: histogram.count,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
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
