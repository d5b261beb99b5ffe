// The part of react-router that apps may use, shared as 'react-router'. A shared module ships
// whole (it cannot know what other builds will import), and react-router whole is ~60 KB gzip;
// this list is ~15. Importing anything else fails the build (exportsPresence: 'error'), so a
// remote can never receive `undefined` at run time: add the name here instead.
export {
  BrowserRouter,
  createPath,
  createSearchParams,
  generatePath,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  Route,
  Routes,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-internal';
