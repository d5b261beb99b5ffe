import type { Ladder } from '@premieres/contracts';
import type { SeedLadderSpec } from './seed-ladder';

/** Parent → maker process. */
export type MakerRequest =
  | { type: 'make'; id: number; cacheDir: string; spec: SeedLadderSpec; nice: number }
  | { type: 'abort'; id: number }
  /** Pages first (pages-first.ts): every ffmpeg run stops until `resume`. */
  | { type: 'pause' }
  | { type: 'resume' };

/** Maker process → parent. */
export type MakerReply =
  | { type: 'ready' }
  | { type: 'percent'; id: number; percent: number }
  | { type: 'done'; id: number; folder: string; ladder: Ladder }
  | { type: 'failed'; id: number; message: string };
