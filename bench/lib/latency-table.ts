/** One measured request kind: throughput and latency percentiles from autocannon. */
export interface LatencyRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

/** Prints rows as an aligned table, then the p50/p99 each "after" row adds to the "before" before it. */
export function printBeforeAfter(title: string, rows: LatencyRow[]): void {
  const header = [title, 'req/s', 'p50 ms', 'p99 ms', 'failures'];
  const body = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.failures),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]?.length ?? 0)));
  for (const row of [header, ...body]) {
    console.log(
      row.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '),
    );
  }
  for (let i = 0; i < rows.length; i += 2) {
    const [before, after] = [rows[i], rows[i + 1]];
    if (!before || !after) continue;
    console.log(
      `${after.name}: p50 ${(after.p50 - before.p50).toFixed(1)} ms, p99 ${(after.p99 - before.p99).toFixed(1)} ms added`,
    );
  }
}
