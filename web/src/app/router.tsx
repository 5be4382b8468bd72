/**
 * Every route of the app. Public pages share the site layout; the booking journey, the cancel
 * page, the admin area and the signing page are split out and loaded on demand.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { HomePage } from '../features/home/HomePage';
import { AboutPage } from '../features/info/AboutPage';
import { ContactPage } from '../features/info/ContactPage';
import { NotFoundPage } from '../features/info/NotFoundPage';
import { PrivacyPolicyPage } from '../features/info/PrivacyPolicyPage';
import { ServicesPage } from '../features/info/ServicesPage';
import { TermsOfServicePage } from '../features/info/TermsOfServicePage';
import { PublicLayout } from './layout/PublicLayout';
import { RouteError } from './RouteError';

const BookingPage = lazy(() => import('../features/booking/BookingPage'));
const CancelPage = lazy(() => import('../features/cancel/CancelPage'));
const AdminApp = lazy(() => import('../features/admin/AdminApp'));
const AcceptPolicyPage = lazy(() => import('../features/signing/AcceptPolicyPage'));

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

export const router = createBrowserRouter([
  { path: '/admin/*', Component: standalone(AdminApp), ErrorBoundary: RouteError },
  { path: '/accept-policy/:id', Component: standalone(AcceptPolicyPage), ErrorBoundary: RouteError },
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: HomePage },
          { path: 'services', Component: ServicesPage },
          { path: 'about', Component: AboutPage },
          { path: 'contact', Component: ContactPage },
          { path: 'privacy-policy', Component: PrivacyPolicyPage },
          { path: 'terms-of-service', Component: TermsOfServicePage },
          { path: 'booking', Component: BookingPage },
          { path: 'cancel', Component: CancelPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
