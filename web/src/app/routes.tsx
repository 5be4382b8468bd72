/**
 * Every route of the app, used by the browser (main.tsx, in a BrowserRouter) and the server
 * renderer (entry-server.tsx, in a StaticRouter) alike. Home and the 404 page are in the first
 * bundle; the other public pages load with their route (`preloadRoute`, which the server awaits
 * and the browser resolves before hydrating); the signing and quote pages too (the api renders them
 * per request, with their data: entry-server.tsx); the admin area, GraphiQL (/graphql) and the
 * unsubscribe page (its address carries the link's token) are client-only.
 * Declarative routes on purpose: react-router's data router would add ~15 KB gzip to every page.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { HydrationMark } from '../shared/hydration';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/info/NotFoundPage';
import { PUBLIC_PAGES, type PageKey } from './head/page-meta';
import { lazyPage, type LazyPage } from './lazy-page';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorBoundary } from './RouteError';

const AdminApp = lazy(() => import('../features/admin/AdminApp'));
// GraphiQL (staff's, at /graphql): its editor loads with that page alone, never on the server.
const GraphiQLPage = import.meta.env.SSR ? NotFoundPage : lazy(() => import('../features/admin/graphiql/GraphiQLPage'));
// The customer's pages from emailed links talk to the api; they and signature_pad load only here.
const SIGNING = withApolloPage(() => import('../features/signing/AcceptPolicyPage'));
const QUOTE = withApolloPage(() => import('../features/quote/QuotePage'));

/** A lazy page outside the public layout, with its own loading state and error boundary. */
function standalone(Page: ComponentType) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <HydrationMark />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** A page that talks to the api: its module and Apollo load together. */
function withApolloPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return lazyPage(async () => {
    const [{ default: Page }, { withApollo }] = await Promise.all([load(), import('./with-apollo')]);
    return withApollo(Page);
  });
}

/** The code of each public page but home (in the first bundle) and 404 (the fallback). */
const PAGES: Record<Exclude<PageKey, 'home' | 'notFound'>, LazyPage> = {
  services: lazyPage(async () => (await import('../features/services/ServicesPage')).ServicesPage),
  about: lazyPage(async () => (await import('../features/about/AboutPage')).AboutPage),
  contact: withApolloPage(() => import('../features/contact/ContactPage')),
  privacy: lazyPage(async () => (await import('../features/legal/PrivacyPolicyPage')).PrivacyPolicyPage),
  terms: lazyPage(async () => (await import('../features/legal/TermsOfServicePage')).TermsOfServicePage),
  booking: withApolloPage(() => import('../features/booking/BookingPage')),
  cancel: withApolloPage(() => import('../features/cancel/CancelPage')),
  unsubscribe: lazyPage(async () => (await import('../features/unsubscribe/UnsubscribePage')).default),
};

/** Pages with a part of their own in the address (/unsubscribe/:token): the server cannot render them once for everyone. */
const BROWSER_ONLY = PUBLIC_PAGES.map(([path]) => path).filter((path) => path.includes('/:'));

/** The addresses the server renders once and serves from memory. */
export const PUBLIC_ROUTES = PUBLIC_PAGES.map(([path]) => path).filter((path) => !BROWSER_ONLY.includes(path));

/**
 * A page rendered in the browser only: whatever HTML the server sent for its address (its 404
 * page) is replaced, not hydrated.
 */
export function rendersInBrowserOnly(pathname: string): boolean {
  return BROWSER_ONLY.some((path) => matchPath(path, pathname));
}

const routes: RouteObject[] = [
  { path: '/admin/*', element: standalone(AdminApp) },
  { path: '/graphql', element: standalone(GraphiQLPage) },
  { path: '/accept-policy/:id', element: standalone(SIGNING.Component), handle: SIGNING },
  { path: '/quote/:id', element: standalone(QUOTE.Component), handle: QUOTE },
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      ...PUBLIC_PAGES.map(([path, page]): RouteObject => {
        if (page === 'home' || page === 'notFound') return { path, element: page === 'home' ? <HomePage /> : <NotFoundPage /> };
        const code = PAGES[page];
        return { path, element: <code.Component />, handle: code };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      {useRoutes(routes)}
    </RouteErrorBoundary>
  );
}

/** Loads the code of the page at this address, so its first render needs no fallback. */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map(({ route }) => (route.handle as LazyPage | undefined)?.preload()));
}
