import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '#client/app/session';
import { pendingReturnPath } from '#client/lib/return-path';
import { PageLoading } from './page-loading';

/**
 * Login and register are for visitors: a logged-in traveller goes to My trips, or back to the
 * page that sent them here (an invite).
 */
export function RequireGuest({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'authenticated')
    return <Navigate to={pendingReturnPath() ?? '/my-trip'} replace />;
  return children;
}
