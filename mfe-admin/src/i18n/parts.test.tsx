/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fakeApi } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import { commonEn, i18n } from '@premieres/i18n';
import { act, fireEvent, screen } from '@testing-library/react';
import { AdminRoutes } from '../AdminRoutes';
// Not ../test/render: that one adds every part's strings up front.
import { renderAt, signInAs } from '../test/providers';
import { adminPanelEn } from '.';
import { mergeStrings, STRINGS_PARTS, type StringsPart } from './parts';

// Tab pages and their strings are lazy chunks; on a loaded 2-core machine the first import takes seconds.
jest.setTimeout(30_000);
const LAZY = { timeout: 15_000 };

const SRC = path.resolve(__dirname, '..');
type Strings = { [key: string]: string | Strings };

async function english(parts: readonly StringsPart[]): Promise<Strings> {
  const loaded = await Promise.all(parts.map(async (part) => (await part()).en));
  return [adminPanelEn, ...loaded].reduce(mergeStrings, {}) as Strings;
}

/** A key (its plural forms, or for `a.${x}` the object under `a`) in the strings, or in common's. */
function has(strings: Strings, key: string): boolean {
  const [fixed = '', dynamic] = key.split('${');
  const find = (within: Strings, segments: string[]) =>
    segments.reduce<string | Strings | undefined>(
      (node, segment) => (typeof node === 'object' ? node[segment] : undefined),
      within,
    );
  const segments = fixed.replace(/\.$/, '').split('.');
  const last = segments.pop() ?? '';
  return [strings, commonEn as unknown as Strings].some((within) => {
    if (dynamic !== undefined) return typeof find(within, [...segments, last]) === 'object';
    return [last, `${last}_one`].some((leaf) => typeof find(within, [...segments, leaf]) === 'string');
  });
}

function resolveImport(from: string, request: string): string | null {
  const base = path.resolve(path.dirname(from), request);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file));
  return found ?? null;
}

// Codes and message ids → keys of every context (film upload, media jobs, form rules): each arises
// only where its strings are loaded (the film field, the Media tab, the forms; a rule id whose
// strings are not there shows the server's words, see ruleText), so they are left out.
const BY_CODE = new Set(
  ['feedback/apiErrorText.ts', 'feedback/ruleText.ts'].map((file) => path.join(SRC, file)),
);

/** The admin keys named in `entry` and what it imports statically (not what it loads lazily). */
function keysOf(entry: string, sections: ReadonlySet<string>): Map<string, string> {
  const keys = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.includes(`${path.sep}i18n${path.sep}`)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, request = ''] of source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)';/gms)) {
      const target = resolveImport(file, request);
      if (target) visit(target);
    }
    if (BY_CODE.has(file)) return;
    for (const [, key = ''] of source.matchAll(
      /['"`]([a-z][A-Za-z]*(?:\.(?:[A-Za-z0-9_]+|\$\{[^}]+\}))+)['"`]/g,
    )) {
      if (sections.has(key.split('.')[0] ?? '')) keys.set(key, path.relative(SRC, file));
    }
  };
  visit(entry);
  return keys;
}

/** Every lazily loaded page or dialog with the string parts loaded with it. */
function lazyLoads(): { file: string; module: string; parts: StringsPart[] }[] {
  const out: { file: string; module: string; parts: StringsPart[] }[] = [];
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file: string) => /\.tsx?$/.test(file) && !file.includes('.test.'),
  );
  for (const file of files) {
    const source = readFileSync(path.join(SRC, file), 'utf8');
    const calls = source.matchAll(
      /import\((?:\/\*[^*]*\*\/\s*)?'(\.[^']+)'\)[\s\S]{0,160}?((?:\s*PARTS\.\w+,)+)/g,
    );
    for (const [, request = '', names = ''] of calls) {
      const module = resolveImport(path.join(SRC, file), request);
      if (!module) throw new Error(`${file}: cannot resolve ${request}`);
      const parts = [...names.matchAll(/PARTS\.(\w+)/g)].map(
        ([, name]) => STRINGS_PARTS[name as keyof typeof STRINGS_PARTS],
      );
      out.push({ file, module, parts });
    }
  }
  return out;
}

test('every tab, and the movie dialog, loads the strings it names', async () => {
  const whole = await english(Object.values(STRINGS_PARTS));
  const sections = new Set(Object.keys(whole));
  const loads = lazyLoads();
  // The eleven tabs with a page of their own, the create/edit dialog and the bulk bar.
  expect(loads.map(({ module }) => path.basename(module)).sort()).toEqual(
    [
      'AnalyticsPage.tsx',
      'AuditPage.tsx',
      'BulkActions.tsx',
      'CategoriesPage.tsx',
      'ContentPage.tsx',
      'EpisodesPage.tsx',
      'LanguagesPage.tsx',
      'MediaPage.tsx',
      'MessagesPage.tsx',
      'MovieFormDialog.tsx',
      'ThumbnailsPage.tsx',
      'TrendingPage.tsx',
      'UsersPage.tsx',
    ].sort(),
  );
  const missing: string[] = [];
  for (const { module, parts } of loads) {
    // The dialog opens over the Content tab: the tab's strings are there already.
    const over = module.endsWith('MovieFormDialog.tsx') ? [STRINGS_PARTS.content] : [];
    const strings = await english([...over, ...parts]);
    for (const [key, file] of keysOf(module, sections)) {
      if (!has(strings, key)) missing.push(`${path.relative(SRC, module)}: ${key} (${file})`);
    }
  }
  expect(missing).toEqual([]);
});

test('the panel itself names only the panel strings', async () => {
  const whole = await english(Object.values(STRINGS_PARTS));
  const keys = keysOf(path.join(SRC, 'App.tsx'), new Set(Object.keys(whole)));
  expect(keys.size).toBeGreaterThan(10);
  expect([...keys.keys()].filter((key) => !has(adminPanelEn as unknown as Strings, key))).toEqual([]);
});

describe('a tab opened, then the language switched', () => {
  beforeEach(() => {
    act(() => useAuthStore.getState().clearSession());
    fakeApi({
      'GET admin/movies': { items: [], total: 0, page: 1, limit: 20 },
      'GET admin/categories': [],
    });
  });
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  test('the tab draws in English, then whole in Hindi and Malayalam, never as keys', async () => {
    expect(i18n.exists('content.empty', { ns: 'admin', lng: 'en' })).toBe(false);
    act(() => void signInAs('moderator'));
    renderAt('/admin/content', <AdminRoutes />);
    expect(
      await screen.findByText('No movies available. Add your first movie!', {}, LAZY),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('hi'));
    expect(
      await screen.findByText('कोई फ़िल्म उपलब्ध नहीं है। अपनी पहली फ़िल्म जोड़ें!', {}, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शीर्षक जोड़ें' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ml'));
    expect(await screen.findByText(/സിനിമകളൊന്നും ലഭ്യമല്ല/, {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByText(/^(content|bulk|tabs)\./)).toBeNull();
  });

  test('a tab opened in Hindi has its strings in English too for the switch back', async () => {
    await act(() => i18n.changeLanguage('hi'));
    act(() => void signInAs('admin'));
    renderAt('/admin/content', <AdminRoutes />);
    fireEvent.click(await screen.findByRole('button', { name: 'शीर्षक जोड़ें' }, LAZY));
    // The dialog's form strings came with it, in Hindi; after the switch, in English.
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(dialog).toHaveTextContent('नया शीर्षक जोड़ें');
    await act(() => i18n.changeLanguage('en'));
    expect(dialog).toHaveTextContent('Add a title');
    expect(screen.queryByText(/^(form|rules|film|media)\./)).toBeNull();
  });
});
