/**
 * Every route of the app, used by the browser router (main.tsx) and the server renderer
 * (entry-server.tsx) alike. Home and the 404 page are in the first bundle; the other public pages
 * load with their route (`lazy`, which the server awaits and the browser resolves before
 * hydrating); the admin area, the signing page and the quote page are client-only.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/info/NotFoundPage';
import { pageHandle } from './head/page-meta';
import { PublicLayout } from './layout/PublicLayout';
import { RouteError } from './RouteError';

const AdminApp = lazy(() => import('../features/admin/AdminApp'));
// The customer's pages from emailed links talk to the api; they and signature_pad load only here.
const AcceptPolicyPage = lazy(() => withApolloPage(() => import('../features/signing/AcceptPolicyPage')).then(({ Component }) => ({ default: Component })));
const QuotePage = lazy(() => withApolloPage(() => import('../features/quote/QuotePage')).then(({ Component }) => ({ default: Component })));

/** A lazy page outside the public layout, with its own loading state. */
function standalone(Page: LazyExoticComponent<ComponentType>) {
  return function StandalonePage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };
}

/** A page that talks to the api: its module and Apollo load together. */
async function withApolloPage(load: () => Promise<{ default: ComponentType }>) {
  const [{ default: Page }, { withApollo }] = await Promise.all([load(), import('./with-apollo')]);
  return { Component: withApollo(Page) };
}

export const PUBLIC_ROUTES = ['/', '/services', '/about', '/contact', '/privacy-policy', '/terms-of-service', '/booking', '/cancel'];

export const routes: RouteObject[] = [
  { path: '/admin/*', Component: standalone(AdminApp), ErrorBoundary: RouteError },
  { path: '/accept-policy/:id', Component: standalone(AcceptPolicyPage), ErrorBoundary: RouteError },
  { path: '/quote/:id', Component: standalone(QuotePage), ErrorBoundary: RouteError },
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomePage, handle: pageHandle('home') },
          {
            path: 'services',
            handle: pageHandle('services'),
            lazy: async () => ({ Component: (await import('../features/services/ServicesPage')).ServicesPage }),
          },
          {
            path: 'about',
            handle: pageHandle('about'),
            lazy: async () => ({ Component: (await import('../features/about/AboutPage')).AboutPage }),
          },
          {
            path: 'contact',
            handle: pageHandle('contact'),
            lazy: () => withApolloPage(() => import('../features/contact/ContactPage')),
          },
          {
            path: 'privacy-policy',
            handle: pageHandle('privacy'),
            lazy: async () => ({ Component: (await import('../features/legal/PrivacyPolicyPage')).PrivacyPolicyPage }),
          },
          {
            path: 'terms-of-service',
            handle: pageHandle('terms'),
            lazy: async () => ({ Component: (await import('../features/legal/TermsOfServicePage')).TermsOfServicePage }),
          },
          {
            path: 'booking',
            handle: pageHandle('booking'),
            lazy: () => withApolloPage(() => import('../features/booking/BookingPage')),
          },
          {
            path: 'cancel',
            handle: pageHandle('cancel'),
            lazy: () => withApolloPage(() => import('../features/cancel/CancelPage')),
          },
          { path: '*', Component: NotFoundPage, handle: pageHandle('notFound') },
        ],
      },
    ],
  },
];
