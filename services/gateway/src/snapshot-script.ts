/**
 * Runs in the page being prerendered: returns the markup of #root and the CSS it needs (emotion's
 * sheets and React 19 <style precedence> sheets, which the landing page uses). Emotion's
 * insertRule leaves <style> elements empty, so rules are read from the CSSOM. Only rules whose
 * selector matches something in the page are kept (dynamic states such as :hover are ignored when
 * matching), and only the custom properties (Chakra's tokens) that kept rules or the markup read,
 * transitively: the static copy is styled the same with far less CSS to parse on a slow phone.
 * A string, because this package is type-checked without the DOM.
 */
export const SNAPSHOT_SCRIPT = `(() => {
  const DYNAMIC = /::?(before|after|placeholder|selection|marker|backdrop|file-selector-button|-webkit-[a-z-]+|-moz-[a-z-]+)|:(hover|focus|focus-visible|focus-within|active|visited|target|checked|indeterminate|invalid|valid|autofill|placeholder-shown|open|closed|popover-open|user-invalid)\\b/g;
  const matches = (selector) => {
    const plain = selector.replace(DYNAMIC, '');
    if (!plain.trim() || /(^|,)\\s*(,|$)/.test(plain)) return true;
    try { return document.querySelector(plain) !== null; } catch { return true; }
  };
  const sheets = [...document.querySelectorAll('style[data-emotion], style[data-precedence]')].map((el) => el.sheet).filter(Boolean);
  const used = [];
  const walk = (rules, out) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) { if (matches(rule.selectorText)) out.push(rule); }
      else if (rule.cssRules && !(rule instanceof CSSKeyframesRule)) { const inner = []; walk(rule.cssRules, inner); if (inner.length) out.push({ group: rule, inner }); }
      else out.push(rule);
    }
  };
  for (const sheet of sheets) walk(sheet.cssRules, used);
  const html = document.getElementById('root')?.innerHTML ?? '';
  const refs = (text) => [...text.matchAll(/var\\(\\s*(--[A-Za-z0-9_-]+)/g)].map((m) => m[1]);
  const definitions = new Map();
  const needed = new Set(refs(html));
  // Custom property declarations (--name: value) in a rule's text; values never hold ';' here.
  const CUSTOM = /(--[A-Za-z0-9_-]+)\\s*:([^;}]*);?/g;
  const visit = (items) => {
    for (const item of items) {
      if (item.group) { visit(item.inner); continue; }
      const cssText = item.cssText;
      if (!(item instanceof CSSStyleRule)) { refs(cssText).forEach((v) => needed.add(v)); continue; }
      for (const [, name, value] of cssText.matchAll(CUSTOM)) {
        if (!definitions.has(name)) definitions.set(name, new Set());
        refs(value).forEach((v) => definitions.get(name).add(v));
      }
      // Shorthands keep var() only in the text (their longhands read ''), so scan the text.
      refs(cssText.replace(CUSTOM, '')).forEach((v) => needed.add(v));
    }
  };
  visit(used);
  const queue = [...needed];
  while (queue.length) { const name = queue.pop(); for (const next of definitions.get(name) ?? []) if (!needed.has(next)) { needed.add(next); queue.push(next); } }
  const text = (items) => items.map((item) => {
    if (item.group) { const head = item.group.cssText.slice(0, item.group.cssText.indexOf('{')); return head + '{' + text(item.inner) + '}'; }
    if (!(item instanceof CSSStyleRule)) return item.cssText;
    const kept = item.cssText.replace(CUSTOM, (declaration, name) => (needed.has(name) ? declaration : ''));
    return /\\{\\s*\\}$/.test(kept) ? '' : kept;
  }).filter(Boolean).join('\\n');
  return { html, css: text(used) };
})()`;
