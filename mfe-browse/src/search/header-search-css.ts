// The header's search box and its list as one static stylesheet (issue 28: the header loads no UI
// kit): the same look as the kit's props they replaced. Buttons and the field are the kit's `pk-`
// parts (kit-css); sizes and colours are the theme's tokens. Breakpoint md: 48em.

export const HEADER_SEARCH_CSS = `
.hs-box { display: flex; align-items: center; gap: 0.25rem; position: absolute; inset: 0; z-index: 1;
  padding-inline: 0.75rem; background: var(--chakra-colors-bg); }
.hs-box .pk-input { flex: 1; }
.hs-back { display: inline-flex; }
.hs-close[data-empty] { display: none; }
.hs-popup { position: absolute; top: 100%; inset-inline: 0; z-index: var(--chakra-z-indices-dropdown); width: 100%; max-height: 70vh;
  overflow-y: auto; background: var(--chakra-colors-bg-panel); border: 1px solid var(--chakra-colors-border); box-shadow: var(--chakra-shadows-lg); }
.hs-recent { display: flex; align-items: center; justify-content: space-between; padding: 0.5rem 0.75rem 0; }
.hs-recent-title { font-size: var(--chakra-font-sizes-sm); line-height: 1.25rem; color: var(--chakra-colors-fg-muted); }
.hs-list { padding: 0.25rem; }
.hs-option { display: flex; align-items: center; gap: 0.75rem; min-height: 44px; padding: 0.375rem 0.5rem; border-radius: var(--chakra-radii-sm); cursor: pointer; }
.hs-option[aria-selected=true] { background: var(--chakra-colors-bg-emphasized); }
.hs-poster { flex-shrink: 0; width: 2rem; height: 3rem; object-fit: cover; border-radius: var(--chakra-radii-sm); }
.hs-text { min-width: 0; }
.hs-truncate { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.hs-title { font-weight: var(--chakra-font-weights-medium); }
.hs-year { font-size: var(--chakra-font-sizes-sm); line-height: 1.25rem; color: var(--chakra-colors-fg-muted); }
.hs-icon { display: inline-flex; justify-content: center; flex-shrink: 0; width: 2rem; color: var(--chakra-colors-fg-muted); }
.hs-loading { display: flex; align-items: center; gap: 0.5rem; padding: 0 0.75rem 0.5rem; color: var(--chakra-colors-fg-muted);
  font-size: var(--chakra-font-sizes-sm); line-height: 1.25rem; }
.hs-spinner { width: 0.75rem; height: 0.75rem; border: 2px solid currentColor; border-inline-start-color: transparent;
  border-bottom-color: transparent; border-radius: 9999px; animation: hs-spin 0.65s linear infinite; }
@keyframes hs-spin { to { transform: rotate(360deg); } }
@media (min-width: 48em) {
  .hs-box { position: relative; inset: auto; flex: 0 1 18rem; min-width: 9rem; padding-inline: 0; background: transparent; }
  .hs-back.pk-btn { display: none; }
  .hs-close[data-empty] { display: inline-flex; }
  .hs-popup { inset-inline-start: auto; width: 26rem; margin-top: 0.25rem; border-radius: var(--chakra-radii-md); }
}
`;
