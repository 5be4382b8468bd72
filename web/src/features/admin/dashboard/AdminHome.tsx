/**
 * Where the back office opens: the dashboard, or for a technician the job board (the floor's
 * screen: they have no dashboard of money, mail and bookings).
 */
import { Navigate } from 'react-router';
import { useMe } from '../session/use-me';
import { LoadingState } from '../ui/States';
import { DashboardPage } from './DashboardPage';

export function AdminHome({ businessName }: { businessName: string }) {
  const { me, error } = useMe();
  if (!me && !error) return <LoadingState />;
  if (me?.role === 'TECHNICIAN') return <Navigate to="/admin/board" replace />;
  return <DashboardPage businessName={businessName} />;
}
