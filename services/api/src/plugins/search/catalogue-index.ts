import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';
import { movieModel } from '../../models/movie';
import {
  INDEXED_FIELDS,
  type IndexedTitle,
  type SearchHit,
  SearchIndex,
  type SearchOptions,
} from './search-index';

/**
 * This API process's search index of the catalogue, kept fresh: a change announced on the
 * catalogue change bus (any process's staff write; Redis between replicas) marks it stale and
 * starts a sync at once, and a search made while it is stale waits for that sync, so a search
 * after an edit (here or on another replica, once told) sees the edit. A sync reads the indexed
 * fields of every title and re-indexes only what changed. If the bus loses a message, an index
 * older than `maxAgeMs` syncs in the background on the next search. A failed sync is logged and
 * the previous index keeps answering (until the first sync succeeds, a search fails).
 */
export class CatalogueIndex {
  readonly index = new SearchIndex();
  /** Bumped by every change; a sync started at version v makes the index fresh up to v. */
  private version = 1;
  private syncedVersion = 0;
  private syncedAt = Number.NEGATIVE_INFINITY;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Connection,
    private readonly options: { log: FastifyBaseLogger; now: () => number; maxAgeMs: number },
  ) {}

  /** The catalogue changed (somewhere): sync now; searches wait for it. */
  changed(): void {
    this.version++;
    void this.catchUp().catch((err) => this.options.log.error({ err }, 'search index sync failed'));
  }

  /** Syncs until no announced change is missing. */
  private async catchUp(): Promise<void> {
    while (this.syncedVersion < this.version) await this.sync();
  }

  /** Brings the index to the stored catalogue; one sync at a time, another after it if a change came meanwhile. */
  sync(): Promise<void> {
    if (!this.running) {
      const version = this.version;
      this.running = this.load()
        .then(() => {
          this.syncedVersion = Math.max(this.syncedVersion, version);
          this.syncedAt = this.options.now();
        })
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  private async load(): Promise<void> {
    const titles = await movieModel(this.db).find({}, INDEXED_FIELDS).lean<IndexedTitle[]>();
    this.index.apply(titles);
  }

  /** Resolves once the index holds every change announced so far (or the last good index, on failure). */
  async fresh(): Promise<SearchIndex> {
    try {
      await this.catchUp();
    } catch (err) {
      if (this.syncedVersion === 0) throw err;
      this.options.log.error({ err }, 'search index sync failed; answering from the last index');
    }
    if (this.options.now() - this.syncedAt > this.options.maxAgeMs && !this.running) {
      void this.sync().catch((err) => this.options.log.error({ err }, 'search index sync failed'));
    }
    return this.index;
  }

  async search(query: string, options: SearchOptions): Promise<SearchHit[]> {
    return (await this.fresh()).search(query, options);
  }
}

const byConnection = new WeakMap<Connection, CatalogueIndex>();

/** Registers the app's index (the search plugin does, once). */
export function setCatalogueIndex(db: Connection, index: CatalogueIndex): void {
  byConnection.set(db, index);
}

/** The app's index, for the routes of other domains that search (GET /api/movies?q=). */
export function catalogueIndexOf(db: Connection): CatalogueIndex {
  const index = byConnection.get(db);
  if (!index) throw new Error('the search plugin is not registered');
  return index;
}
