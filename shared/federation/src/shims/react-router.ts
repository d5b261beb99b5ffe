// The part of react-router that apps may use, shared as 'react-router'. A shared module ships
// whole (it cannot know what other builds will import), and react-router whole is ~60 KB gzip;
// this list is ~12 (only what app code imports: MemoryRouter, the path helpers and the rarer hooks
// went, tests take the real package). Importing anything else fails the build (exportsPresence:
// 'error'), so a remote can never receive `undefined` at run time: add the name here instead.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-internal';
