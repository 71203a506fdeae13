/**
 * The part of react-router-dom the shell shares with the remotes, as the one shared `react-router-dom`. The
 * shared module cannot be tree-shaken (any remote may ask for any export), so it exports only what the
 * frontends use: a quarter of the whole package. A name missing here would be undefined in a remote at run time,
 * so shared-router.test.ts checks every import against this list.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
