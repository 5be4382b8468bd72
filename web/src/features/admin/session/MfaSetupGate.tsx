/**
 * While the workshop requires two-factor sign-in and this account has not set it up, every admin
 * call but the setup is refused (403, mfaSetupRequired): instead of pages full of errors, every page
 * leads to the profile's two-factor setup, which explains why. Pages wait for the account to be read
 * (beside the site's time zone, so no longer than before); a failed read lets them through.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../ui/States';
import { useMe } from './use-me';

const PROFILE_PATH = '/admin/profile';

export function MfaSetupGate({ children }: { children: ReactNode }) {
  const { me, error } = useMe();
  const { pathname } = useLocation();
  if (!me && !error) return <LoadingState />;
  if (me?.mfaSetupRequired && pathname !== PROFILE_PATH) return <Navigate to={PROFILE_PATH} replace state={{ mfaSetup: true }} />;
  return children;
}
