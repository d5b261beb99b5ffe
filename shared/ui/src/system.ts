import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SlotRecipeConfig,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { linkedGlobalCssHref } from './global-css/linked-global-css';

/**
 * Colour palettes no screen draws as a `colorPalette` (theme-usage.test.ts scans the sources): of
 * these only the shades named here stay (the viewer avatars' colours), without their semantic
 * tokens; cyan goes. createSystem's work grows with the number of tokens (686 before, 555 now),
 * and so does the global stylesheet.
 */
const SINGLE_SHADES: Readonly<Record<string, readonly string[]>> = {
  yellow: ['600'],
  teal: ['600'],
  purple: ['600'],
  pink: ['600'],
  cyan: [],
};

/** The scale with only the named shades (still a scale, for the token types). */
const pick = <T extends object>(scale: T, shades: readonly string[]): T =>
  Object.fromEntries(Object.entries(scale).filter(([shade]) => shades.includes(shade))) as T;

const colorTokens = Object.fromEntries(
  Object.entries(tokens.colors).flatMap(([palette, scale]) => {
    const shades = SINGLE_SHADES[palette];
    if (!shades) return [[palette, scale]];
    return shades.length ? [[palette, pick(scale, shades)]] : [];
  }),
);

const semanticColorTokens = Object.fromEntries(
  Object.entries(semanticTokens.colors).filter(([palette]) => !(palette in SINGLE_SHADES)),
);

/**
 * Chakra's default theme without the recipes nobody here renders: ~70 slot recipes (charts, colour
 * pickers, date pickers, trees, accordion, avatar, checkbox, popover, select, tag, tooltip...) and
 * 8 base ones (kbd, mark, separator, skip-nav link, checkmark, radio mark, colour swatch, input
 * addon). The theme is data that ships whole, so this saves ~25 KB gzip
 * on every first load. The slot recipes of the heavy parts a remote bundles itself (Dialog, Field,
 * Menu, Progress, Switch, Tabs) are to come with that remote (addSlotRecipes in its root); they
 * stay here too until every live remote adds its own (see below). Add a recipe when a screen starts using its component (theme-usage.test.ts
 * fails until then).
 */
const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: colorTokens },
    semanticTokens: { ...semanticTokens, colors: semanticColorTokens },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      // The shell's own heavy parts: the mobile drawer and the toast view (lazy chunks, whose own
      // import of Chakra's theme would keep the whole theme in the UI kit's chunk).
      drawer: drawerSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
      // Parts only remotes render: each remote now adds these itself (addSlotRecipes in its root),
      // but remotes released before that still rely on the shell's. Once every live remote adds
      // its own, remove these six: -2.35 KB gzip on every page's UI kit.
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

/** Crimson brand scale (600 is the brand red; white on it passes WCAG AA, 4.8:1). */
const brand = {
  50: '#fff1f2',
  100: '#ffe0e2',
  200: '#ffc6ca',
  300: '#ff9ca3',
  400: '#fd616d',
  500: '#f5303f',
  600: '#e50914',
  700: '#c1070f',
  800: '#9f0a12',
  900: '#840f16',
  950: '#490306',
};

const same = (value: string) => ({ value: { _light: value, _dark: value } });

const fontStack =
  "'Inter', 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Malayalam', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The premieres look: always dark, near-black surfaces, crimson brand (colorPalette="brand"). */
export const themeConfig = defineConfig({
  // The 'dark' condition matches at the root, so no class on <html> is needed and
  // prerendered HTML is dark before any script runs.
  conditions: { light: '.light &', dark: ':root &, .dark &' },
  globalCss: {
    html: { colorScheme: 'dark' },
    body: { bg: 'bg', color: 'fg', minHeight: '100vh' },
  },
  theme: {
    tokens: {
      colors: { brand: Object.fromEntries(Object.entries(brand).map(([k, v]) => [k, { value: v }])) },
      fonts: { heading: { value: fontStack }, body: { value: fontStack } },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: same('#0b0b0f'),
          subtle: same('#121218'),
          muted: same('#1a1a22'),
          emphasized: same('#26262f'),
          panel: same('#15151b'),
        },
        fg: { DEFAULT: same('#f5f5f7'), muted: same('#b4b4be'), subtle: same('#8d8d99') },
        border: { DEFAULT: same('#2c2c36'), muted: same('#22222a'), emphasized: same('#3a3a46') },
        brand: {
          solid: same(brand[600]),
          contrast: same('#ffffff'),
          fg: same(brand[400]),
          muted: same(brand[900]),
          subtle: same(brand[950]),
          emphasized: same(brand[800]),
          focusRing: same(brand[500]),
        },
      },
    },
  },
});

/** The full config, for a remote that bundles its own Chakra copy and needs its own system. */
export const appSystemConfig = mergeConfigs(defaultBaseConfig, baseTheme, themeConfig);

/** The whole system, with the global CSS ChakraProvider inserts (`_global`): the build's source. */
export const themeSystem = createSystem(appSystemConfig);

/**
 * The same system whose provider inserts no global CSS: for a document that links the stylesheet
 * built from `themeSystem` (global-css/). Inserting it took 60-130 ms at 4x CPU on every mount of
 * a ChakraProvider (the shell's, and each remote's own: drawer, player, account, admin).
 */
export function withLinkedGlobalCss(whole: SystemContext): SystemContext {
  // Copied by descriptors: the build makes `_global` a getter that builds it on first read
  // (shared/federation chakra-lazy-global.ts), and this copy must not read it.
  const { _global, _config, ...rest } = Object.getOwnPropertyDescriptors(whole);
  return Object.defineProperties({} as SystemContext, {
    ...rest,
    _global: { value: [], enumerable: true },
    _config: { value: { ...whole._config, disableLayers: true }, enumerable: true },
  });
}

/**
 * The Chakra system every remote renders with: without its global CSS when the document links the
 * built stylesheet (the shell's index.html; UiProvider then waits for it), whole otherwise.
 */
export const system = linkedGlobalCssHref() ? withLinkedGlobalCss(themeSystem) : themeSystem;

/**
 * The premieres system plus extra config, e.g. a slot recipe a remote imports from
 * '@chakra-ui/react/theme' for a component it bundles itself (the recipe then ships with that
 * remote, not with every first load).
 */
export function extendAppSystem(...configs: SystemConfig[]) {
  return createSystem(appSystemConfig, ...configs);
}

/**
 * Adds slot recipes to the page's one system, for a heavy part a remote bundles itself (Dialog,
 * Tabs, Menu...): the recipe then ships with that remote, not with every page's UI kit. Call it at
 * the top of the module that renders the remote's ChakraProvider, before any of those parts draws
 * (Chakra keeps a recipe's styles from its first use). A recipe already there stays.
 */
export function addSlotRecipes(recipes: Record<string, SlotRecipeConfig>): void {
  // The theme object createSystem kept: getSlotRecipe reads its slotRecipes on every lookup.
  const theme = themeSystem._config.theme;
  if (!theme) throw new Error('addSlotRecipes: the system has no theme');
  theme.slotRecipes ??= {};
  for (const [key, recipe] of Object.entries(recipes)) theme.slotRecipes[key] ??= recipe;
}
