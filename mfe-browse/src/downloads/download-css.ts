// The Download control (DownloadControl, its progress bar and its upsell) as one static stylesheet:
// it draws on the title's page and in its episodes, whose first screen loads no UI kit (issue 28).
// Buttons are the kit's pk- classes; sizes and colours are the theme's tokens.

export const DOWNLOAD_CSS = `
.dl-stack { display: flex; flex-direction: column; gap: 0.5rem; }
.dl-row { display: flex; flex-direction: row; align-items: center; gap: 0.5rem; }
.dl-row[data-spread] { justify-content: space-between; }
.dl-panel { padding: 0.75rem; border: 1px solid var(--chakra-colors-border); border-radius: var(--chakra-radii-md); background: var(--chakra-colors-bg-panel); }
.dl-progress { min-width: 12rem; }
.dl-text { margin: 0; }
.dl-small { margin: 0; font-size: var(--chakra-font-sizes-sm); }
.dl-strong { margin: 0; font-weight: var(--chakra-font-weights-semibold); }
.dl-muted { color: var(--chakra-colors-fg-muted); }
.dl-complete { font-size: var(--chakra-font-sizes-sm); }
.dl-link { display: inline-flex; align-items: center; gap: 0.375rem; border-radius: var(--chakra-radii-l1); color: var(--chakra-colors-brand-fg); cursor: pointer; outline: 0;
  text-decoration: underline; text-underline-offset: 3px; text-decoration-color: color-mix(in srgb, currentColor 20%, transparent); }
.dl-link:focus-visible { outline: 2px solid var(--chakra-colors-brand-focus-ring); outline-offset: 2px; }
.dl-alert { gap: 0.25rem; }
.dl-alert > a { font-size: var(--chakra-font-sizes-sm); }
.dl-option { justify-content: flex-start; }
.dl-start { align-self: start; }
.dl-crown { display: inline; margin-inline-end: 6px; vertical-align: middle; }
.dl-spin { display: inline-block; width: 1rem; height: 1rem; border: 2px solid currentColor; border-bottom-color: transparent; border-inline-start-color: transparent; border-radius: 9999px; animation: dl-spin 0.65s linear infinite; }
@keyframes dl-spin { to { transform: rotate(360deg); } }
.dl-bar { min-width: 8rem; height: 0.375rem; border-radius: var(--chakra-radii-full); background: var(--chakra-colors-bg-emphasized); overflow: hidden; }
.dl-bar > div { height: 100%; background: var(--chakra-colors-brand-solid); transition: width 0.2s; }
`;
