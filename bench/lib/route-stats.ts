// Per-route latency and outcome counts of a load run, printed as one table.
export interface RouteRow {
  count: number;
  latencies: number[];
  statuses: Map<number, number>;
}

export class RouteStats {
  readonly routes = new Map<string, RouteRow>();

  add(route: string, status: number, ms: number): void {
    let row = this.routes.get(route);
    if (!row) {
      row = { count: 0, latencies: [], statuses: new Map() };
      this.routes.set(route, row);
    }
    row.count += 1;
    row.latencies.push(ms);
    row.statuses.set(status, (row.statuses.get(status) ?? 0) + 1);
  }

  total(): number {
    return [...this.routes.values()].reduce((sum, r) => sum + r.count, 0);
  }

  /** Answers with this status (0: no answer) across routes. */
  countOf(predicate: (status: number) => boolean): number {
    let n = 0;
    for (const row of this.routes.values()) {
      for (const [status, count] of row.statuses) if (predicate(status)) n += count;
    }
    return n;
  }

  print(): void {
    const header = ['route', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'statuses'];
    const body = [...this.routes].map(([route, row]) => {
      const sorted = [...row.latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      const statuses = [...row.statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s === 0 ? 'none' : s}×${n}`)
        .join(' ');
      return [route, String(row.count), at(0.5).toFixed(1), at(0.99).toFixed(1), at(1).toFixed(0), statuses];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]?.length ?? 0)));
    for (const row of [header, ...body]) {
      console.log(
        row
          .map((cell, i) =>
            i === 0 || i === 5 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
          )
          .join('  '),
      );
    }
  }
}
