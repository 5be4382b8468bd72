/**
 * /admin/*: the back office. Its own Apollo Client (token, forced logout, live socket) and its
 * own theme; the login screen stands in for every page while signed out (the client-side
 * guard), and the pages of the emailed links (reset password, accept an invitation) are open to
 * anyone. Signed in, pages wait for the account to be read: one the workshop's two-factor rule
 * stops is led to its profile to set it up (MfaSetupGate).
 */
import { Suspense, useEffect, useRef } from 'react';
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
import { useSignedIn } from './session/admin-session';
import { returnPath } from './session/return-after-sign-in';
import { MfaSetupGate } from './session/MfaSetupGate';
import { AdminShell } from './shell/AdminShell';
import { ADMIN_PAGES } from './shell/admin-pages';
import { useAdminTheme } from './shell/admin-theme';
import { NotFoundPage } from './shell/NotFoundPage';
import { LoadingState } from './ui/States';
import './styles/admin-tokens.css';
import './styles/admin-shell.css';
import './styles/admin-search.css';
import './styles/admin-ui.css';
import './styles/admin-controls.css';
import './styles/admin-links.css';
import './styles/admin-overlays.css';
import './styles/admin-layout.css';
import './styles/admin-tables.css';
import './styles/admin-pages.css';
import './styles/admin-identity.css';


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

  // Signed in for a page outside the back office (GraphiQL sent the browser here with ?next=): back to it.
  useEffect(() => {
    const back = token ? returnPath(window.location.search) : null;
    if (back) window.location.replace(back);
  }, [token]);

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
        {ADMIN_PAGES.map(({ path, component: Page }) =>
          path === '' ? <Route key="" index element={<Page businessName={businessName} />} /> : <Route key={path} path={path} element={<Page businessName={businessName} />} />,
        )}
        <Route path="*" element={<NotFoundPage businessName={businessName} />} />
      </Routes>
    </Suspense>
  );
}
