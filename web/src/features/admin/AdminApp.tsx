/**
 * /admin/*: the back office. Its own Apollo Client (token, forced logout, live socket) and its
 * own theme; the login screen stands in for every page while signed out (the client-side
 * guard), and the pages of the emailed links (reset password, accept an invitation) are open to
 * anyone. Signed in, pages wait for the account to be read: one the workshop's two-factor rule
 * stops is led to its profile to set it up (MfaSetupGate).
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client/react';
import { Route, Routes, useNavigate } from 'react-router';
import { AdminSiteInfoDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../shared/use-document-title';
import { FALLBACK_TIME_ZONE, useSiteInfo } from '../../shared/use-site-info';
import { adminApolloClient } from './admin-apollo';
import { setWorkshopTimeZone } from './format';
import { LoginScreen } from './auth/LoginScreen';
import { InvitationPage } from './auth/InvitationPage';
import { ResetPasswordPage } from './auth/ResetPasswordPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { useSignedIn } from './session/admin-session';
import { MfaSetupGate } from './session/MfaSetupGate';
import { AdminShell } from './shell/AdminShell';
import { useAdminTheme } from './shell/admin-theme';
import { NotFoundPage } from './shell/NotFoundPage';
import { LoadingState } from './ui/States';
import './styles/admin-tokens.css';
import './styles/admin-shell.css';
import './styles/admin-search.css';
import './styles/admin-ui.css';
import './styles/admin-controls.css';
import './styles/admin-overlays.css';
import './styles/admin-layout.css';
import './styles/admin-tables.css';
import './styles/admin-pages.css';
import './styles/admin-identity.css';

const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage'));
const AppointmentsPage = lazy(() => import('./appointments/AppointmentsPage'));
const DiaryPage = lazy(() => import('./diary/DiaryPage'));
const CustomersPage = lazy(() => import('./customers/CustomersPage'));
const CustomerPage = lazy(() => import('./customers/CustomerPage'));
const ContactQueriesPage = lazy(() => import('./contact/ContactQueriesPage'));
const RemindersPage = lazy(() => import('./reminders/RemindersPage'));
const EmailsPage = lazy(() => import('./emails/EmailsPage'));
const JobCardsPage = lazy(() => import('./jobcards/JobCardsPage'));
const JobCardDetailPage = lazy(() => import('./jobcards/JobCardDetailPage'));
const MonitorPage = lazy(() => import('./monitor/MonitorPage'));
const InvoiceManagerPage = lazy(() => import('./invoices/InvoiceManagerPage'));
const VehicleHistoryPage = lazy(() => import('./vehicles/VehicleHistoryPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const InspectionChecklistPage = lazy(() => import('./settings/InspectionChecklistPage'));
const ActivityPage = lazy(() => import('./audit/ActivityPage'));
const ProfilePage = lazy(() => import('./account/ProfilePage'));
const TeamPage = lazy(() => import('./team/TeamPage'));

const FALLBACK_BUSINESS_NAME = 'Truganina Auto Care';

export default function AdminApp() {
  return (
    <ApolloProvider client={adminApolloClient()}>
      <AdminRoot />
    </ApolloProvider>
  );
}

function AdminRoot() {
  const token = useSignedIn();
  const { theme, toggleTheme } = useAdminTheme();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data, error } = useQuery(AdminSiteInfoDocument, { fetchPolicy: 'cache-first' });
  const businessName = data?.siteInfo.businessName ?? FALLBACK_BUSINESS_NAME;
  // Dates show in the workshop's zone as the server reports it (the page carries it; the query
  // answers where it does not). Pages wait for it; the fallback is only for a failed query.
  const pageSite = useSiteInfo().siteInfo;
  const timeZone = data?.siteInfo.timeZone ?? pageSite?.timeZone ?? (error ? FALLBACK_TIME_ZONE : undefined);
  // Set during render (idempotent), so the pages below format with it from their first render.
  if (timeZone) setWorkshopTimeZone(timeZone);

  // Signing out, by choice or because the server refused the token: forget the admin's data
  // and land on /admin, where the login screen is.
  const signedIn = useRef(token);
  useEffect(() => {
    if (signedIn.current && !token) {
      void client.clearStore();
      navigate('/admin', { replace: true });
    }
    signedIn.current = token;
  }, [token, client, navigate]);

  return (
    <div className={`admin-root admin-theme-${theme}`}>
      <Routes>
        <Route path="reset-password" element={<ResetPasswordPage businessName={businessName} />} />
        <Route path="invitation" element={<InvitationPage businessName={businessName} />} />
        <Route
          path="*"
          element={
            token ? (
              <AdminShell businessName={businessName} theme={theme} onToggleTheme={toggleTheme}>
                {timeZone ? (
                  <MfaSetupGate>
                    <AdminPages businessName={businessName} />
                  </MfaSetupGate>
                ) : (
                  <LoadingState />
                )}
              </AdminShell>
            ) : (
              <SignedOut businessName={businessName} />
            )
          }
        />
      </Routes>
    </div>
  );
}

function SignedOut({ businessName }: { businessName: string }) {
  useDocumentTitle('Admin Sign In', businessName);
  return <LoginScreen businessName={businessName} />;
}

function AdminPages({ businessName }: { businessName: string }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route index element={<DashboardPage businessName={businessName} />} />
        <Route path="diary" element={<DiaryPage businessName={businessName} />} />
        <Route path="appointments" element={<AppointmentsPage businessName={businessName} />} />
        <Route path="contact-queries" element={<ContactQueriesPage businessName={businessName} />} />
        <Route path="reminders" element={<RemindersPage businessName={businessName} />} />
        <Route path="jobcards" element={<JobCardsPage businessName={businessName} />} />
        <Route path="jobcards/:id" element={<JobCardDetailPage businessName={businessName} />} />
        <Route path="customers" element={<CustomersPage businessName={businessName} />} />
        <Route path="customers/:id" element={<CustomerPage businessName={businessName} />} />
        <Route path="emails" element={<EmailsPage businessName={businessName} />} />
        <Route path="invoice" element={<InvoiceManagerPage businessName={businessName} />} />
        <Route path="vehicles" element={<VehicleHistoryPage businessName={businessName} />} />
        <Route path="vehicles/:rego" element={<VehicleHistoryPage businessName={businessName} />} />
        <Route path="monitor" element={<MonitorPage businessName={businessName} />} />
        <Route path="analytics" element={<AnalyticsPage businessName={businessName} />} />
        <Route path="settings" element={<SettingsPage businessName={businessName} />} />
        <Route path="settings/inspection" element={<InspectionChecklistPage businessName={businessName} />} />
        <Route path="activity" element={<ActivityPage businessName={businessName} />} />
        <Route path="profile" element={<ProfilePage businessName={businessName} />} />
        <Route path="team" element={<TeamPage businessName={businessName} />} />
        <Route path="*" element={<NotFoundPage businessName={businessName} />} />
      </Routes>
    </Suspense>
  );
}
