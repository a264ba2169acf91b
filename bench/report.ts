/** One row of the benchmark's table: what was measured, against which target. */
export interface Figure {
  name: string;
  /** The figure as printed, e.g. "0.153× (2301 req/s)". */
  value: string;
  p99?: number;
  non2xx?: number;
  target: string;
  pass: boolean;
}

export function formatTable(figures: Figure[]): string {
  const header = [
    'figure'.padEnd(44),
    'value'.padEnd(26),
    'p99 ms'.padStart(7),
    'non-2xx'.padStart(8),
    '  target'.padEnd(26),
    'result',
  ].join(' ');
  const lines = figures.map((f) =>
    [
      f.name.padEnd(44),
      f.value.padEnd(26),
      (f.p99 === undefined ? '' : String(f.p99)).padStart(7),
      (f.non2xx === undefined ? '' : String(f.non2xx)).padStart(8),
      `  ${f.target}`.padEnd(26),
      f.pass ? 'PASS' : 'MISS',
    ].join(' '),
  );
  return [header, ...lines].join('\n');
}
