// What a page paints first, declared by the remote that owns it (its route's `firstPaint`) and drawn
// by the shell in plain DOM from the page's early read, before React and the UI kit have run
// (issue 28: the first poster's read answered at 1.0 s, the poster painted at 1.8 s). The React
// page then draws the same boxes in the same places and the first paint goes: no layout shift.
//
// Data only, checked like any JSON from the network: a small tree of allowed elements with class
// names, translated static texts, and the read's fields. No markup, no attributes, no URLs but the
// read's own thumbnails.

/** The elements a first paint may use. */
export const PAINT_TAGS = ['div', 'main', 'section', 'h1', 'h2', 'p', 'span', 'img'] as const;
export type PaintTag = (typeof PAINT_TAGS)[number];

/** What a node may take as its current item instead: a list entry's title (`{ movie, added_at }`). */
export const PAINT_SCOPES = ['movie'] as const;
export type PaintScope = (typeof PAINT_SCOPES)[number];

/** The item fields a first paint may print as text. */
export const PAINT_FIELDS = ['title', 'description'] as const;
export type PaintField = (typeof PAINT_FIELDS)[number];

export interface PaintNode {
  tag: PaintTag;
  /** Space-separated class names of the declaration's `css`. */
  className?: string;
  /**
   * A static text in every interface language ({ en, hi, ml }, the remote's translations): drawn in
   * the page's language. A language it lacks leaves the box one line high, empty.
   */
  text?: Readonly<Record<string, string>>;
  /**
   * With `text`: its `{{name}}` placeholders filled from the page URL's query, `{ query: 'q' }`
   * filling `{{query}}` with the trimmed `q` ('Results for “{{query}}”' on /search?q=mission).
   */
  fill?: Readonly<Record<string, string>>;
  /** The current item's field as text. */
  field?: PaintField;
  /** This node and its children take the current item's `scope` (an entry's `movie`) as theirs. */
  scope?: PaintScope;
  /**
   * `img` only: the current item's thumbnail. `sizes`: as the page's <img>, for pictures served in
   * variants (the same variant is then fetched: the page's <img> finds it loaded).
   */
  picture?: { sizes?: string };
  /**
   * Draws `children` once for each of the first `each` items of a list answer (`{ items: [...] }`),
   * each with that item as the current item. A list with no items paints nothing at all.
   */
  each?: number;
  /** With `each`: the pictures of the first `eager` items load at once, the others lazily (off screen). */
  eager?: number;
  children?: readonly PaintNode[];
}

export interface FirstPaint {
  /**
   * One of the route's `preload` (or `memberPreload`) reads: a paged list, or one title (its answer
   * is the item).
   */
  read: string;
  /**
   * Plain CSS for the tree's classes, with literal values (the UI kit's variables are not defined
   * yet). The shell scopes nothing: the remote prefixes its classes.
   */
  css: string;
  root: PaintNode;
  /** Drawn instead of `root` when the read answers a list without items (the page's empty state). */
  empty?: PaintNode;
}

/** The shell's container of a first paint, outside #root (React's first render would wipe it). */
export const FIRST_PAINT_ID = 'premieres-first-paint';

/**
 * Sent on `window` by a remote's page when it has drawn its first screen (or its loading state):
 * the first paint goes, and a read answering later paints nothing.
 */
export const PAGE_DRAWN_EVENT = 'premieres:page-drawn';

const MAX_DEPTH = 8;
const MAX_CSS = 4000;

function isTexts(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(([language, text]) => /^[a-z]{2}$/.test(language) && typeof text === 'string')
  );
}

function isFill(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(
      ([name, param]) =>
        /^[a-z][a-z0-9]*$/i.test(name) && typeof param === 'string' && /^[a-z][a-z0-9_]*$/i.test(param),
    )
  );
}

const isCount = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 12;

export function isPaintNode(value: unknown, depth = 0): value is PaintNode {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return false;
  const node = value as Record<string, unknown>;
  const children = node.children;
  return (
    (PAINT_TAGS as readonly unknown[]).includes(node.tag) &&
    (node.className === undefined ||
      (typeof node.className === 'string' && /^[a-z][a-z0-9 -]*$/i.test(node.className))) &&
    (node.text === undefined || isTexts(node.text)) &&
    (node.fill === undefined || (node.text !== undefined && isFill(node.fill))) &&
    (node.field === undefined || (PAINT_FIELDS as readonly unknown[]).includes(node.field)) &&
    (node.scope === undefined || (PAINT_SCOPES as readonly unknown[]).includes(node.scope)) &&
    (node.picture === undefined ||
      (node.tag === 'img' &&
        typeof node.picture === 'object' &&
        node.picture !== null &&
        ((node.picture as { sizes?: unknown }).sizes === undefined ||
          typeof (node.picture as { sizes?: unknown }).sizes === 'string'))) &&
    (node.each === undefined || isCount(node.each)) &&
    (node.eager === undefined || (node.each !== undefined && isCount(node.eager))) &&
    (children === undefined ||
      (node.tag !== 'img' &&
        Array.isArray(children) &&
        children.every((child) => isPaintNode(child, depth + 1))))
  );
}

/** Checks a route's `firstPaint` as read from JSON; `preload`: the route's reads (either kind). */
export function isFirstPaint(value: unknown, preload: unknown): value is FirstPaint {
  if (typeof value !== 'object' || value === null) return false;
  const paint = value as Record<string, unknown>;
  return (
    Array.isArray(preload) &&
    preload.includes(paint.read) &&
    typeof paint.css === 'string' &&
    paint.css.length <= MAX_CSS &&
    // Plain rules only: nothing that loads or escapes its <style>.
    !/@import|url\(|<\/?style/i.test(paint.css) &&
    isPaintNode(paint.root) &&
    (paint.empty === undefined || isPaintNode(paint.empty))
  );
}
