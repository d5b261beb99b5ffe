// The app header as one static stylesheet (issue 28: a member page's first screen loads no UI kit):
// the same look as the kit's Box/Flex/HStack props it replaces. Sizes and colours are the theme's
// tokens (Chakra's CSS variables, from the global stylesheet); buttons and badges are the kit's
// `pk-` parts (kit-css). Breakpoints are the theme's: sm 30em, md 48em, lg 64em (useWideHeader).
import { colourVariable, VIEWER_AVATAR_LOOKS } from '@premieres/ui/plain/viewer-avatars';

const avatarColours = Object.entries(VIEWER_AVATAR_LOOKS)
  .map(
    ([avatar, { colour }]) => `.ah-avatar[data-avatar=${avatar}] { background: ${colourVariable(colour)}; }`,
  )
  .join('\n');

/** The header's height (Chakra's size 16): pages below it lay out against it. */
export const HEADER_HEIGHT_REM = 4;

export const CHROME_CSS = `
.ah-header { position: sticky; top: 0; z-index: var(--chakra-z-indices-sticky); border-bottom: 1px solid var(--chakra-colors-border);
  background: color-mix(in srgb, var(--chakra-colors-bg) 95%, transparent); backdrop-filter: blur(8px); }
.ah-row { display: flex; align-items: center; gap: 0.25rem; max-width: var(--chakra-sizes-7xl); height: ${HEADER_HEIGHT_REM}rem;
  margin-inline: auto; padding-inline: 0.75rem; }
/* Every header control is a comfortable tap target (issue 12: at least 44 × 44 px), over the sizes
   of the pk- parts (hence the second class). */
.ah-header .ah-row :is(a, button, select) { min-height: 44px; min-width: 44px; }
.ah-logo { display: inline-flex; align-items: center; flex-shrink: 0; color: inherit; text-decoration: none; }
.ah-logo-mark { font-weight: var(--chakra-font-weights-black); letter-spacing: var(--chakra-letter-spacings-tight);
  color: var(--chakra-colors-brand-solid); font-size: var(--chakra-font-sizes-xl); text-transform: uppercase; }
.ah-nav { display: flex; align-items: center; gap: 0.25rem; margin-inline-start: 1rem; }
.ah-spacer { flex: 1; align-self: stretch; }
.ah-lang { display: none; }
.ah-lang-select.pk-select { width: 7.5rem; height: 2rem; padding-inline: 0.5rem 1.5rem; border-color: transparent;
  background-color: var(--chakra-colors-bg-muted); background-position: right 0.375rem center; font-size: var(--chakra-font-sizes-xs); line-height: 1rem; }
.ah-group { display: flex; align-items: center; gap: 0.25rem; }
.ah-bell { position: relative; }
.ah-bell-count { position: absolute; top: 0; inset-inline-end: 0; display: inline-flex; align-items: center; justify-content: center;
  min-width: 1rem; height: 1rem; padding-inline: 0.25rem; border-radius: 9999px; background: var(--chakra-colors-brand-solid);
  color: white; font-size: var(--chakra-font-sizes-2xs); font-weight: var(--chakra-font-weights-bold); line-height: 1; pointer-events: none; }
.ah-viewer.pk-btn[data-size] { padding-inline: 0.25rem; }
.ah-avatar { display: flex; align-items: center; justify-content: center; flex-shrink: 0; width: 28px; height: 28px;
  border-radius: var(--chakra-radii-lg); color: white; }
${avatarColours}
.ah-search { display: flex; align-items: center; gap: 0.25rem; position: absolute; inset: 0; z-index: 1;
  padding-inline: 0.75rem; background: var(--chakra-colors-bg); }
.ah-search .pk-input { flex: 1; }
.ah-narrow-only { display: inline-flex; }
.ah-wide-only { display: none; }
@media (min-width: 30em) {
  .ah-lang { display: block; }
}
@media (min-width: 48em) {
  .ah-row { gap: 0.75rem; padding-inline: 1.5rem; }
  .ah-logo-mark { font-size: var(--chakra-font-sizes-2xl); }
  .ah-search { position: static; inset: auto; flex: 0 1 16rem; min-width: 9rem; padding-inline: 0; background: transparent; }
  .ah-narrow-only.pk-btn { display: none; }
  .ah-wide-only.pk-btn { display: inline-flex; }
}
@media (min-width: 64em) {
  .ah-menu.pk-btn { display: none; }
}
`;
