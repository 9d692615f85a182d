import { LOGIN_PATH, type Role, type RootState, UNAUTHORIZED_PATH } from '@wellness/shared';
import { Navigate } from '@wellness/shared/router';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';

/** Route guard: not signed in goes to /#login (the role dialog opens); a wrong role goes to /unauthorized. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const role = useSelector((state: RootState) => state.session.role);
  if (!role) return <Navigate to={LOGIN_PATH} replace />;
  if (!roles.includes(role)) return <Navigate to={UNAUTHORIZED_PATH} replace />;
  return <>{children}</>;
}
