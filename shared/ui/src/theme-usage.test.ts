/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  recipes as chakraRecipes,
  semanticTokens as chakraSemanticTokens,
  slotRecipes as chakraSlotRecipes,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { themeSystem as system } from './system';

// The system leaves out the palettes, tokens and recipes no screen uses (system.ts). A token or a
// recipe missing from it fails silently (a wrong colour, an unstyled component), so this scans
// the front end's sources for what they use and fails when the system lacks it.

const ROOT = resolve(__dirname, '../../..');
const SOURCE_ROOTS = [
  ...readdirSync(ROOT).filter((dir) => dir === 'shell' || dir.startsWith('mfe-')),
  ...readdirSync(join(ROOT, 'shared')).map((dir) => join('shared', dir)),
].map((dir) => join(ROOT, dir, 'src'));

interface Source {
  file: string;
  text: string;
}

function readSources(): Source[] {
  return SOURCE_ROOTS.flatMap((root) => {
    let names: string[];
    try {
      names = readdirSync(root, { recursive: true }) as string[];
    } catch {
      return [];
    }
    return names
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('node_modules'))
      .map((name) => ({
        file: join(root, name).slice(ROOT.length + 1),
        text: readFileSync(join(root, name), 'utf8'),
      }));
  });
}

const SOURCES = readSources();
/** The palettes a colorPalette can name: Chakra's (red, teal...) and ours (brand). */
const PALETTES = new Set([
  ...Object.entries(chakraSemanticTokens.colors as Record<string, object>)
    .filter(([, group]) => 'solid' in group)
    .map(([name]) => name),
  'brand',
]);
/** The first part of a colour token's name: every colour Chakra's theme has, ours, and the semantic groups. */
const COLOURS = new Set([
  ...Object.keys(chakraTokens.colors),
  ...Object.keys(chakraSemanticTokens.colors),
  'brand',
]);
const PALETTE_PARTS = ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing'];
const QUOTED = /["'`]([A-Za-z]+(?:\.[A-Za-z0-9]+)?)["'`]/g;
const COLOR_REFERENCE = /^([A-Za-z]+)\.([A-Za-z0-9]+)$/;

/** Where each value was seen, for the failure message. */
function collect(pick: (source: Source) => Iterable<string>): Map<string, string> {
  const seen = new Map<string, string>();
  for (const source of SOURCES)
    for (const value of pick(source)) if (!seen.has(value)) seen.set(value, source.file);
  return seen;
}

const quoted = (text: string) => [...text.matchAll(QUOTED)].map((match) => match[1] ?? '');
const hasToken = (name: string) => system.tokens.getByName(name) !== undefined;

test('the scan reads the front end’s sources', () => {
  expect(SOURCES.length).toBeGreaterThan(200);
  expect(SOURCES.some((source) => source.file.startsWith('mfe-browse/'))).toBe(true);
});

test('every palette a screen draws as colorPalette has its semantic tokens', () => {
  // A file that sets colorPalette: every palette name it quotes may end up there (maps, ternaries).
  const used = collect((source) =>
    source.text.includes('colorPalette') ? quoted(source.text).filter((value) => PALETTES.has(value)) : [],
  );
  expect([...used.keys()]).toEqual(expect.arrayContaining(['brand', 'red', 'green', 'gray']));
  const missing = [...used].flatMap(([palette, file]) =>
    PALETTE_PARTS.filter((part) => !hasToken(`colors.${palette}.${part}`)).map(
      (part) => `colors.${palette}.${part} (${file})`,
    ),
  );
  expect(missing).toEqual([]);
});

test('every colour token a screen names ("red.500", "bg.muted", "purple.600") is in the system', () => {
  const used = collect((source) =>
    quoted(source.text).filter((value) => COLOURS.has(COLOR_REFERENCE.exec(value)?.[1] ?? '')),
  );
  expect(used.has('purple.600') && used.has('bg.muted')).toBe(true);
  const missing = [...used]
    .filter(([name]) => !hasToken(`colors.${name}`))
    .map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

/** Components whose recipe has another name, and recipes a component draws inside itself. */
const RECIPE_OF: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  Checkbox: ['checkbox', 'checkmark'],
  InputGroup: [],
};
/** Rendered without their recipe before the theme was trimmed (kept as they look; see the report). */
const KNOWN_UNSTYLED = new Set(['dataList']);
const CHAKRA_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(?:@chakra-ui\/react|@premieres\/ui)'/g;

const CONFIRM_DIALOG = '@premieres/ui/dialog/ConfirmDialog';
const CONFIRM_DIALOG_FILE = 'shared/ui/src/dialog/ConfirmDialog.tsx';

/** The app a source belongs to: `mfe-account`, `shell`, `shared/ui`. */
const appOf = (file: string) =>
  file
    .split('/')
    .slice(0, file.startsWith('shared/') ? 2 : 1)
    .join('/');

/** The slot recipes each app adds to the page's system for the parts it bundles (addSlotRecipes). */
const REGISTERED = (() => {
  const byApp = new Map<string, Set<string>>();
  for (const source of SOURCES) {
    for (const call of source.text.matchAll(/addSlotRecipes(?:\?\.)?\(\{([^}]*)\}\)/g)) {
      const keys = byApp.get(appOf(source.file)) ?? new Set<string>();
      for (const key of (call[1] ?? '').matchAll(/(\w+):/g)) keys.add(key[1] ?? '');
      byApp.set(appOf(source.file), keys);
    }
  }
  return byApp;
})();

test('every Chakra component a screen imports has its recipe: in the system, or added by its app', () => {
  const imported: [string, string][] = SOURCES.flatMap((source) =>
    [...source.text.matchAll(CHAKRA_IMPORT)].flatMap((match) =>
      (match[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(/\s+as\s+/)[0] ?? name)
        .flatMap((name) => RECIPE_OF[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)])
        .map((key): [string, string] => [key, source.file]),
    ),
  );
  // ConfirmDialog is bundled by the remotes that import it: its Dialog is theirs.
  const confirmDialogUsers = SOURCES.filter(
    (source) => !source.file.includes('.test.') && source.text.includes(`from '${CONFIRM_DIALOG}'`),
  );
  const used = imported.flatMap(([key, file]): [string, string][] =>
    file === CONFIRM_DIALOG_FILE ? confirmDialogUsers.map((user) => [key, user.file]) : [[key, file]],
  );
  expect(confirmDialogUsers.length).toBeGreaterThan(0);
  expect(used.some(([key]) => key === 'dialog')).toBe(true);
  expect(REGISTERED.get('mfe-player')?.has('dialog')).toBe(true);
  const missing = used
    .filter(([key]) => key in chakraRecipes || key in chakraSlotRecipes)
    .filter(([key, file]) => !system.hasRecipe(key) && !REGISTERED.get(appOf(file))?.has(key))
    .filter(([key]) => !KNOWN_UNSTYLED.has(key))
    .map(([key, file]) => `${key} (${file})`);
  expect([...new Set(missing)]).toEqual([]);
});

test('the recipes the system keeps name only tokens it has', () => {
  const references = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      const palette = COLOR_REFERENCE.exec(value)?.[1];
      if (palette && COLOURS.has(palette)) references.add(value);
    } else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(system._config.theme?.recipes);
  walk(system._config.theme?.slotRecipes);
  walk(chakraSlotRecipes.dialog); // and one the remotes add

  walk(system._config.globalCss);
  expect(references.size).toBeGreaterThan(0);
  expect([...references].filter((name) => !hasToken(`colors.${name}`))).toEqual([]);
  // Semantic tokens refer to the scales: every reference resolved.
  expect(JSON.stringify(system.getTokenCss())).not.toMatch(/\{colors\./);
});

// Chakra's theme module keeps all its ~90 recipes when webpack cannot merge it into one chunk's
// scope: a second chunk of the shell's build importing it put 14 KB gzip back into the UI kit.
test('in the shell’s build only system.ts imports Chakra’s theme', () => {
  const importers = SOURCES.filter(
    (source) =>
      (source.file.startsWith('shell/') || source.file.startsWith('shared/ui/')) &&
      !/\.test\.tsx?$/.test(source.file) &&
      source.text.includes("from '@chakra-ui/react/theme'"),
  ).map((source) => source.file);
  expect(importers).toEqual(['shared/ui/src/system.ts']);
});
