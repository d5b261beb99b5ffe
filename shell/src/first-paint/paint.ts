// Draws a route's declared first screen (contracts' first-paint.ts) in plain DOM, from its early
// read's answer, before React and the UI kit have run. Runs in the document's inline script: plain
// DOM and contracts only.
import {
  FIRST_PAINT_ID,
  type FirstPaint,
  hasPosterVariants,
  type PaintNode,
  posterSrcSet,
} from '@premieres/contracts';

/**
 * Lays out a line in the first paint's font, in each weight it draws, while its read travels:
 * finding the fonts (and falling back through the stack) is part of the first layout of text, which
 * was the painted page's: 170 ms at 4x CPU on a machine without the stack's fonts. Invisible,
 * hidden from assistive technology; the paint removes it.
 */
export function warmFirstPaintFonts(doc: Document): void {
  if (doc.getElementById(WARM_ID) || !doc.body) return;
  const warm = doc.createElement('div');
  warm.id = WARM_ID;
  warm.setAttribute('aria-hidden', 'true');
  Object.assign(warm.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    visibility: 'hidden',
    pointerEvents: 'none',
    fontFamily: FONT_STACK,
  });
  for (const weight of ['400', '500', '600', '700']) {
    const line = doc.createElement('span');
    line.style.fontWeight = weight;
    line.textContent = 'Ag \u0905 \u0d05';
    warm.append(line);
  }
  doc.body.append(warm);
}

const WARM_ID = `${FIRST_PAINT_ID}-fonts`;

/** Removes warmFirstPaintFonts' line (the paint does, or the start once nothing will be painted). */
export function endFontWarming(doc: Document): void {
  doc.getElementById(WARM_ID)?.remove();
}

/** The UI kit's font stack and base text (shared/ui system.ts and Chakra's preflight). */
const FONT_STACK =
  "'Inter','Noto Sans','Noto Sans Devanagari','Noto Sans Malayalam',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";

/**
 * The container: over the page (React's own drawing underneath stays hidden until it goes), under
 * the app's sticky header and any dialog (z-index 0), never hit by a pointer. `.fp-chrome` holds the
 * header's place exactly as ShellRoutes' placeholder does (4rem and its 1px border). The resets
 * weigh nothing (:where), so the declared classes win.
 */
export const CONTAINER_CSS = `#${FIRST_PAINT_ID}{position:absolute;top:0;left:0;right:0;z-index:0;min-height:100vh;background:#0b0b0f;color:#f5f5f7;pointer-events:none;user-select:none;font-family:${FONT_STACK};line-height:1.5;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%;text-size-adjust:100%}
:where(#${FIRST_PAINT_ID}) :where(*,*::before,*::after){box-sizing:border-box;margin:0;padding:0;border:0 solid}
#${FIRST_PAINT_ID} .fp-chrome{box-sizing:content-box;height:4rem;border-bottom:1px solid #2c2c36}
:where(#${FIRST_PAINT_ID}) :where(img){display:block;max-width:100%}`;

export interface PaintOptions {
  /** The page's interface language ('en', 'hi', 'ml'). */
  language: string;
  /** The response's style nonce (the document's csp-nonce meta), for the <style> it adds. */
  nonce: string | null;
  /** The page sits under the app's header (route chrome 'app'). */
  chrome: boolean;
  /** The page URL's query (`location.search`), which a text's `fill` takes its values from. */
  search?: string;
}

/** `text` with its `{{name}}` placeholders that `fill` names replaced by the page's query values. */
export function filledText(text: string, fill: Readonly<Record<string, string>>, search: string): string {
  const query = new URLSearchParams(search);
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const param = Object.hasOwn(fill, name) ? fill[name] : undefined;
    return param === undefined ? placeholder : (query.get(param) ?? '').trim();
  });
}

/** A thumbnail the page may draw: a path of this origin or an http(s) URL, never another scheme. */
function pictureOf(item: unknown): string | null {
  const src = (item as { thumbnail?: unknown } | null)?.thumbnail;
  return typeof src === 'string' && /^(\/(?!\/)|https?:\/\/)/i.test(src) ? src : null;
}

function itemsOf(item: unknown): unknown[] {
  const items = (item as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items : [];
}

/** null: this node cannot be drawn (a list without items, an item without its picture). */
function drawNode(
  doc: Document,
  node: PaintNode,
  item: unknown,
  options: PaintOptions,
  lazy = false,
): HTMLElement | null {
  // A list entry's title: this node and its children draw from it.
  const current = node.scope ? (item as Record<string, unknown> | null)?.[node.scope] : item;
  if (node.scope && (typeof current !== 'object' || current === null)) return null;
  return drawElement(doc, node, current, options, lazy);
}

function drawElement(
  doc: Document,
  node: PaintNode,
  item: unknown,
  options: PaintOptions,
  lazy: boolean,
): HTMLElement | null {
  const element = doc.createElement(node.tag);
  if (node.className) element.className = node.className;
  if (node.tag === 'img') {
    const src = pictureOf(item);
    if (!src) return null;
    const image = element as HTMLImageElement;
    image.alt = '';
    image.width = 2;
    image.height = 3;
    // As the page's own: on screen at once and first; the rest of a row only when scrolled to.
    if (lazy) image.setAttribute('loading', 'lazy');
    else image.setAttribute('fetchpriority', 'high');
    const variants = node.picture?.sizes && hasPosterVariants(src) ? posterSrcSet(src, 'webp') : '';
    if (variants && node.picture?.sizes) {
      image.srcset = variants;
      image.sizes = node.picture.sizes;
    }
    image.src = src;
    return image;
  }
  if (node.text) {
    const text = node.text[options.language];
    // No string in this language: the box keeps one line's height, and says nothing.
    if (text === undefined) {
      element.textContent = '\u00a0';
      element.style.visibility = 'hidden';
    } else element.textContent = node.fill ? filledText(text, node.fill, options.search ?? '') : text;
  } else if (node.field) {
    const value = (item as Record<string, unknown> | null)?.[node.field];
    element.textContent = typeof value === 'string' ? value : '';
  }
  const children = node.children ?? [];
  if (node.each !== undefined) {
    const items = itemsOf(item).slice(0, node.each);
    if (items.length === 0) return null;
    for (const [index, each] of items.entries()) {
      for (const child of children) {
        const drawn = drawNode(doc, child, each, options, lazy || index >= (node.eager ?? items.length));
        if (!drawn) return null;
        element.append(drawn);
      }
    }
  } else {
    for (const child of children) {
      const drawn = drawNode(doc, child, item, options, lazy);
      if (!drawn) return null;
      element.append(drawn);
    }
  }
  return element;
}

/**
 * Builds the first paint of `paint` from `answer` (its `empty` tree for a list without items) and
 * puts it after #root (React's first render would wipe anything inside it). Hidden from assistive technology and inert: it is a picture of
 * the page, never the page. Null (and nothing drawn) when the answer cannot fill it.
 */
export function paintFirstScreen(
  doc: Document,
  paint: FirstPaint,
  answer: unknown,
  options: PaintOptions,
): HTMLElement | null {
  if (doc.getElementById(FIRST_PAINT_ID)) return null;
  const items = (answer as { items?: unknown } | null)?.items;
  const empty = Array.isArray(items) && items.length === 0;
  const page = drawNode(doc, empty && paint.empty ? paint.empty : paint.root, answer, options);
  if (!page) return null;
  const container = doc.createElement('div');
  container.id = FIRST_PAINT_ID;
  container.setAttribute('aria-hidden', 'true');
  container.setAttribute('inert', '');
  const style = doc.createElement('style');
  if (options.nonce) style.setAttribute('nonce', options.nonce);
  style.textContent = `${CONTAINER_CSS}\n${paint.css}`;
  container.append(style);
  if (options.chrome) {
    const chrome = doc.createElement('div');
    chrome.className = 'fp-chrome';
    container.append(chrome);
  }
  container.append(page);
  endFontWarming(doc);
  doc.body.append(container);
  return container;
}
