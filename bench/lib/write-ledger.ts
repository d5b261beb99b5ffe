// What the API acknowledged, per user and title: a 200 on PUT (in My List) or a 204 on DELETE
// (out of it). A write without an acknowledgement (a 503, a reset) makes that title unknown:
// it may or may not have been applied, so it is not checked.
export type Entry = 'in' | 'out' | 'unknown';

export class WriteLedger {
  private readonly state = new Map<string, Map<string, Entry>>();
  acknowledged = 0;
  unacknowledged = 0;

  private of(user: string): Map<string, Entry> {
    let entries = this.state.get(user);
    if (!entries) {
      entries = new Map();
      this.state.set(user, entries);
    }
    return entries;
  }

  record(user: string, movieId: string, wanted: 'in' | 'out', acknowledged: boolean): void {
    this.of(user).set(movieId, acknowledged ? wanted : 'unknown');
    if (acknowledged) this.acknowledged += 1;
    else this.unacknowledged += 1;
  }

  /** Titles the ledger says are in the user's list. */
  present(user: string): string[] {
    return [...this.of(user)].filter(([, e]) => e === 'in').map(([id]) => id);
  }

  /** Compares the final lists with the ledger: [checked titles, lost adds, resurrected removes]. */
  verify(finalLists: Map<string, Set<string>>): { checked: number; lost: string[]; resurrected: string[] } {
    let checked = 0;
    const lost: string[] = [];
    const resurrected: string[] = [];
    for (const [user, entries] of this.state) {
      const list = finalLists.get(user) ?? new Set<string>();
      for (const [movieId, entry] of entries) {
        if (entry === 'unknown') continue;
        checked += 1;
        if (entry === 'in' && !list.has(movieId)) lost.push(`${user}:${movieId}`);
        if (entry === 'out' && list.has(movieId)) resurrected.push(`${user}:${movieId}`);
      }
    }
    return { checked, lost, resurrected };
  }
}
