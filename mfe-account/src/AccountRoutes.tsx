import type { RouteDeclaration } from '@premieres/contracts';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './guard/RequireAuth';
import { PAGES } from './pages';
import { ROUTES } from './routes';

/** The page of a declared route; a declaration without one is a build mistake, said loudly. */
export function pageOf(route: RouteDeclaration) {
  const Page = PAGES[route.path];
  if (!Page) throw new Error(`mfe-account: no page for ${route.path}`);
  return Page;
}

/**
 * The router, built from the declarations (routes.ts): every page there, nothing else. A page
 * declared for members (`access: 'member'`) sends visitors to sign in first (spec §6).
 */
export function AccountRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => {
        const Page = pageOf(route);
        const page = <Page />;
        return (
          <Route
            key={route.path}
            path={route.path}
            element={route.access === 'anyone' ? page : <RequireAuth>{page}</RequireAuth>}
          />
        );
      })}
      {/* The shell sends only the declared paths here; anything else is its 404's business. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
