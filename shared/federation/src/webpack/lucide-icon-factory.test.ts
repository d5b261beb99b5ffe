import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LUCIDE_ICON_FACTORY, lucideFactoryRequest } from './lucide-icon-factory';

const ROOT = join(__dirname, '..', '..', '..', '..');
const ICONS = join(ROOT, 'node_modules', 'lucide-react', 'dist', 'esm', 'icons');

describe("lucide icons' factory import", () => {
  it('is what the installed icons import', () => {
    expect(readFileSync(join(ICONS, 'star.mjs'), 'utf8')).toMatch(
      /import createLucideIcon from '\.\.\/createLucideIcon\.mjs';/,
    );
  });

  it('goes to the shared factory from an icon, and nowhere else', () => {
    expect(lucideFactoryRequest('../createLucideIcon.mjs', ICONS)).toBe(LUCIDE_ICON_FACTORY);
    expect(lucideFactoryRequest('../createLucideIcon.mjs', '/w/src/icons')).toBe('../createLucideIcon.mjs');
    // The factory's own modules, and lucide's index (which imports it as './createLucideIcon.mjs').
    expect(lucideFactoryRequest('./Icon.mjs', join(ICONS, '..'))).toBe('./Icon.mjs');
    expect(lucideFactoryRequest('./createLucideIcon.mjs', join(ICONS, '..'))).toBe('./createLucideIcon.mjs');
  });
});
