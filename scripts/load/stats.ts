/** Latencies per kind of call, and what the run counts besides (errors, lost carts, orders). */
export class LoadStats {
  private readonly latencies = new Map<string, number[]>();
  private readonly errors = new Map<string, number>();
  readonly errorSamples: string[] = [];
  /** Carts the server did not answer as the visitor saved them. */
  lostCarts = 0;
  /** Confirms answered 201 with a new order (not a replay). */
  ordersPlaced = 0;
  /** How far the scheduler fell behind its plan at worst (ms): the generator's own health. */
  maxLagMs = 0;
  recording = false;

  record(kind: string, ms: number): void {
    if (!this.recording) return;
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
  }

  error(kind: string, detail: string): void {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (this.errorSamples.length < 10) this.errorSamples.push(`${kind}: ${detail}`);
  }

  get errorCount(): number {
    return [...this.errors.values()].reduce((sum, count) => sum + count, 0);
  }

  kinds(): string[] {
    return [...new Set([...this.latencies.keys(), ...this.errors.keys()])].sort();
  }

  summary(kinds: readonly string[]): Summary {
    const all = kinds.flatMap((kind) => this.latencies.get(kind) ?? []).sort((a, b) => a - b);
    const errors = kinds.reduce((sum, kind) => sum + (this.errors.get(kind) ?? 0), 0);
    return summarize(all, errors);
  }
}

export interface Summary {
  count: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

function summarize(sorted: readonly number[], errors: number): Summary {
  return {
    count: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

const ms = (value: number) => value.toFixed(1).padStart(8);

/** A fixed-width table: one line per kind of call, then the given groups. */
export function table(stats: LoadStats, groups: Record<string, readonly string[]>): string {
  const header = `${'call'.padEnd(34)}${'count'.padStart(8)}${'errors'.padStart(8)}${'p50 ms'.padStart(8)}${'p90 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}`;
  const line = (name: string, summary: Summary) =>
    `${name.padEnd(34)}${String(summary.count).padStart(8)}${String(summary.errors).padStart(8)}${ms(summary.p50)}${ms(summary.p90)}${ms(summary.p99)}${ms(summary.max)}`;
  const rows = stats.kinds().map((kind) => line(kind, stats.summary([kind])));
  const grouped = Object.entries(groups).map(([name, kinds]) => line(name, stats.summary(kinds)));
  return [header, ...rows, '-'.repeat(header.length), ...grouped].join('\n');
}
