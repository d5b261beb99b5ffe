// The UI kit's everyday parts as one static stylesheet (`pk-` classes) for pages drawn without the
// kit (issue 28: a member page's first screen loads no Chakra). Same look as the kit's recipes
// (button, badge, input, native select, skeleton) in the premieres theme: sizes, colours and radii
// are the theme's tokens, Chakra's CSS variables from the built global stylesheet (ui-kit.css).
// A part picks a palette with data-palette (gray when none), a variant with data-variant and a
// size with data-size, as the kit's props do.

// The brand palette has no border token: the kit's outline then shows the page's (gray) border.
const palette = (name: string) => `
  --pk-solid: var(--chakra-colors-${name}-solid); --pk-contrast: var(--chakra-colors-${name}-contrast);
  --pk-fg: var(--chakra-colors-${name}-fg); --pk-subtle: var(--chakra-colors-${name}-subtle);
  --pk-muted: var(--chakra-colors-${name}-muted); --pk-border: var(--chakra-colors-${name}-border, var(--chakra-colors-gray-border));
  --pk-ring: var(--chakra-colors-${name}-focus-ring);`;

export const KIT_CSS = `
.pk-btn, .pk-badge { ${palette('gray')} }
:is(.pk-btn, .pk-badge)[data-palette=brand] { ${palette('brand')} }
:is(.pk-btn, .pk-badge)[data-palette=red] { ${palette('red')} }
:is(.pk-btn, .pk-badge)[data-palette=green] { ${palette('green')} }
:is(.pk-btn, .pk-badge)[data-palette=orange] { ${palette('orange')} }
.pk-btn { display: inline-flex; appearance: none; align-items: center; justify-content: center; gap: 0.5rem; position: relative; flex-shrink: 0;
  height: 2.5rem; min-width: 2.5rem; padding: 0 1rem; border: 1px solid transparent; border-radius: var(--chakra-radii-l2);
  background: var(--pk-solid); color: var(--pk-contrast); font: inherit; font-size: var(--chakra-font-sizes-sm); line-height: 1.25rem;
  font-weight: var(--chakra-font-weights-medium); white-space: nowrap; vertical-align: middle; user-select: none; cursor: pointer;
  text-decoration: none; outline: 0; isolation: isolate; transition: background-color var(--chakra-durations-moderate), color var(--chakra-durations-moderate), border-color var(--chakra-durations-moderate); }
.pk-btn:hover, .pk-btn[aria-expanded=true] { background: color-mix(in srgb, var(--pk-solid) 90%, transparent); }
.pk-btn[data-variant=subtle] { background: var(--pk-subtle); color: var(--pk-fg); }
.pk-btn[data-variant=subtle]:hover { background: var(--pk-muted); }
.pk-btn[data-variant=outline] { background: transparent; border-color: var(--pk-border); color: var(--pk-fg); }
.pk-btn[data-variant=ghost] { background: transparent; color: var(--pk-fg); }
.pk-btn:is([data-variant=outline], [data-variant=ghost]):is(:hover, [aria-expanded=true]) { background: var(--pk-subtle); }
.pk-btn[data-size=xs] { height: 2rem; min-width: 2rem; padding: 0 0.625rem; gap: 0.25rem; font-size: var(--chakra-font-sizes-xs); line-height: 1rem; }
.pk-btn[data-size=sm] { height: 2.25rem; min-width: 2.25rem; padding: 0 0.875rem; }
.pk-btn[data-size=lg] { height: 2.75rem; min-width: 2.75rem; padding: 0 1.25rem; gap: 0.75rem; font-size: var(--chakra-font-sizes-md); line-height: 1.5rem; }
.pk-btn[data-icon] { padding: 0; }
.pk-btn svg { flex-shrink: 0; width: 1.25rem; height: 1.25rem; }
.pk-btn:is([data-size=xs], [data-size=sm]) svg { width: 1rem; height: 1rem; }
.pk-btn:focus-visible { outline: 2px solid var(--pk-ring); outline-offset: 2px; }
.pk-btn:disabled, .pk-btn[aria-disabled=true] { opacity: 0.5; cursor: not-allowed; }
/* The kit's loading state: the label keeps the button's width, unseen, under a spinner (with disabled). */
.pk-btn[data-loading] { color: transparent; }
.pk-btn[data-loading]::after { content: ''; position: absolute; inset: 0; margin: auto; width: 1rem; height: 1rem; border-radius: 50%;
  border: 2px solid var(--pk-contrast); border-inline-start-color: transparent; border-bottom-color: transparent; animation: pk-spin 0.65s linear infinite; }
.pk-btn[data-loading]:is([data-variant=subtle], [data-variant=outline], [data-variant=ghost])::after { border-color: var(--pk-fg); border-inline-start-color: transparent; border-bottom-color: transparent; }
@keyframes pk-spin { to { transform: rotate(360deg); } }
.pk-badge { display: inline-flex; align-items: center; gap: 0.25rem; padding: 0 0.375rem; min-height: 1.25rem; border-radius: var(--chakra-radii-l2);
  background: var(--pk-subtle); color: var(--pk-fg); font-size: var(--chakra-font-sizes-xs); line-height: 1rem; font-weight: var(--chakra-font-weights-medium);
  white-space: nowrap; font-variant-numeric: tabular-nums; user-select: none; }
.pk-badge[data-size=md] { min-height: 1.5rem; padding: 0 0.5rem; font-size: var(--chakra-font-sizes-sm); line-height: 1.25rem; }
.pk-badge[data-size=lg] { min-height: 1.75rem; padding: 0 0.625rem; font-size: var(--chakra-font-sizes-sm); line-height: 1.25rem; }
.pk-badge[data-variant=solid] { background: var(--pk-solid); color: var(--pk-contrast); }
.pk-badge[data-variant=outline] { background: transparent; box-shadow: inset 0 0 0 1px var(--pk-muted); }
.pk-badge[data-variant=surface] { box-shadow: inset 0 0 0 1px var(--pk-muted); }
.pk-input, .pk-select { width: 100%; min-width: 0; height: 2.5rem; padding: 0 0.75rem; border: 1px solid var(--chakra-colors-border); border-radius: var(--chakra-radii-l2);
  background: transparent; color: var(--chakra-colors-fg); font: inherit; font-size: var(--chakra-font-sizes-sm); line-height: 1.25rem; outline: 0; appearance: none; }
.pk-input::placeholder { color: var(--chakra-colors-fg-muted); }
.pk-input[data-size=lg] { height: 2.75rem; padding: 0 1rem; font-size: var(--chakra-font-sizes-md); line-height: 1.5rem; }
.pk-input:focus-visible, .pk-select:focus-visible { border-color: var(--chakra-colors-gray-focus-ring); box-shadow: 0 0 0 1px var(--chakra-colors-gray-focus-ring); }
.pk-input[data-size=sm] { height: 2.25rem; padding: 0 0.625rem; }
.pk-select[data-size=sm] { height: 2.25rem; padding-inline-start: 0.625rem; }
.pk-select { padding-inline-end: 2rem; cursor: pointer;
  background: no-repeat right 0.5rem center / 1rem url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23a1a1aa' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E"); }
.pk-select option { background: var(--chakra-colors-bg-panel); color: var(--chakra-colors-fg); }
.pk-skeleton { border-radius: var(--chakra-radii-l2); background: var(--chakra-colors-bg-muted); animation: pk-pulse 1.5s ease-in-out infinite; }
@keyframes pk-pulse { 50% { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .pk-skeleton { animation: none; } }
.pk-muted { color: var(--chakra-colors-fg-muted); }
.pk-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
`;
