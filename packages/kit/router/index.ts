/**
 * Routing for the shell and every remote, through the kit. React Router's context must be one
 * copy on the page, and the kit is the one singleton every app shares: so apps import routing from
 * here (ESLint forbids `react-router(-dom)` elsewhere), and only the parts named here are bundled.
 * The site uses the declarative routers (BrowserRouter, Routes; StaticRouter for the server render
 * of the same tree): React Router's data router, its framework server rendering, cookies and
 * sessions stay out of the page. A remote that needs another React
 * Router export adds it here, in a kit release.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type LinkProps,
  type RouteObject,
  type To,
} from 'react-router';

// The site map travels with the router: one shared entry for all of routing. Apps import it from
// here (what the browser needs of it); `@kerk/kit/site-map` is the server's (the API's) door to the
// same module, with the matcher and the modules of a route too.
export {
  basePathOf,
  CONTENT_PAGE,
  crumbsOf,
  FOOTER,
  HOME_WIDGETS,
  MENU,
  moduleIdOf,
  pathTo,
  ROUTES,
  sectionLinks,
  SITE_ROUTES,
  TASK_GROUPS,
  taskGroupOf,
  TOP_TASKS,
  taskGroupPath,
  federationNameOf,
  type Crumb,
  type MenuItem,
  type RecordKind,
  type RemoteId,
  type RouteId,
  type RouteKind,
  type SectionLink,
  type SiteRoute,
  type SiteRouteData,
  type TaskGroup,
} from '../site-map';
