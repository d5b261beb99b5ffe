// The first paint's life, shared by the document's inline script (which paints it) and the app's
// code (which ends it): two bundles, one global. Plain DOM and contracts only.
import { FIRST_PAINT_ID } from '@premieres/contracts';

const GLOBAL = '__premieresFirstPaint';

/** The longest the app waits for the document's first paint (its first render, its evaluation). */
export const FIRST_PAINT_MAX_WAIT_MS = 1500;

interface FirstPaintState {
  /** The page drew, or the app showed something else: nothing paints any more. */
  over: boolean;
  /** Resolves once a first paint is on screen with its pictures, or will not be. */
  settled?: Promise<void>;
  settle?: () => void;
}

function state(): FirstPaintState {
  const holder = window as unknown as Record<string, FirstPaintState | undefined>;
  holder[GLOBAL] ??= { over: false };
  return holder[GLOBAL];
}

/** Whether a read answering now may still paint. */
export function firstPaintOpen(): boolean {
  return !state().over;
}

/** The inline script may paint: the app's first render waits for it (firstPaintSettled). */
export function expectFirstPaint(): void {
  const current = state();
  current.settled ??= new Promise((resolve) => {
    current.settle = resolve;
  });
}

/** The first paint is on screen with its pictures, or will not be. */
export function settleFirstPaint(): void {
  state().settle?.();
}

/**
 * Resolves when the document's first paint has shown its pictures (or will not paint), at most
 * `maxWaitMs` later: the app's first render, a long main-thread task, waits for it, or the painted
 * pictures would be presented only after it (issue 28: answered at 1.0 s, painted at 1.8 s).
 */
export function firstPaintSettled(maxWaitMs: number): Promise<void> {
  const settled = state().settled;
  if (!settled) return Promise.resolve();
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

/** Ends the first paint at once: it goes, and a read answering later paints nothing. */
export function endFirstPaint(doc: Document = document): void {
  state().over = true;
  settleFirstPaint();
  doc.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * The page has drawn its first screen: the first paint goes once the page's own copies of its
 * pictures are decoded (they are the same files, loaded already), so no frame shows an empty card.
 */
export function endFirstPaintWhenDrawn(doc: Document = document): Promise<void> {
  state().over = true;
  const painted = doc.getElementById(FIRST_PAINT_ID);
  if (!painted) return Promise.resolve();
  const sources = new Set([...painted.querySelectorAll('img')].map((image) => image.getAttribute('src')));
  const root = doc.getElementById('root');
  // A lazy picture off screen may never load: only those drawn at once are waited for.
  const drawn = [...(root?.querySelectorAll('img') ?? [])].filter(
    (image) => image.getAttribute('loading') !== 'lazy' && sources.has(image.getAttribute('src')),
  );
  const decoded = drawn.map((image) =>
    typeof image.decode === 'function' ? image.decode().catch(() => undefined) : undefined,
  );
  return Promise.all(decoded).then(() => painted.remove());
}
