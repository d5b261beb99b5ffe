import { readFileSync } from 'node:fs';
import { SHIMS } from '../shared-dependencies';
import { exportedNames } from './shared-exports-guard';

describe('exportedNames', () => {
  it('reads the names of export lists, including renamed ones', () => {
    expect([...exportedNames("export { a, b as c,\n  d } from 'x';\nexport { e };")]).toEqual([
      'a',
      'c',
      'd',
      'e',
    ]);
  });

  it('finds the router parts the apps use in the react-router shim', () => {
    const names = exportedNames(readFileSync(SHIMS['react-router'] ?? '', 'utf8'));
    for (const name of [
      'BrowserRouter',
      'Routes',
      'Route',
      'Link',
      'Navigate',
      'useNavigate',
      'useLocation',
      'useParams',
      'useSearchParams',
    ]) {
      expect(names.has(name)).toBe(true);
    }
  });

  it('lists what the apps use of TanStack Query and react-i18next in their shims', () => {
    const query = exportedNames(readFileSync(SHIMS['@tanstack/react-query'] ?? '', 'utf8'));
    for (const name of ['QueryClient', 'QueryClientProvider', 'useQuery', 'useQueryClient', 'useMutation']) {
      expect(query.has(name)).toBe(true);
    }
    const i18n = exportedNames(readFileSync(SHIMS['react-i18next'] ?? '', 'utf8'));
    expect([...i18n].sort()).toEqual(['initReactI18next', 'useTranslation']);
  });

  it("lists what Chakra's styled factory and provider and @premieres/ui use of @emotion/react", () => {
    const emotion = exportedNames(readFileSync(SHIMS['@emotion/react'] ?? '', 'utf8'));
    expect([...emotion].sort()).toEqual(['CacheProvider', 'Global', 'ThemeContext', 'withEmotionCache']);
  });
});
