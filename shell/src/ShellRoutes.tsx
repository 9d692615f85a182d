import {
  ADMIN_PANEL_PATH,
  BOOKING_PAGE_PATH,
  CUSTOMER_BOOKING_PREFIX,
  MASSAGER_PANEL_PATH,
  tokenOfCustomerBookingPath,
  UNAUTHORIZED_PATH,
} from '@wellness/shared';
import { Route, Routes, useLocation } from '@wellness/shared/router';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { RemoteParcel } from './components/RemoteParcel';
import { RequireRole } from './components/RequireRole';
import { REMOTE_MODULES } from './federation';

// The shell's own pages use Chakra: loaded when shown, not with every public page.
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('./pages/UnauthorizedPage'));
const ownPage = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

/**
 * A customer's private booking page: the booking remote shows it, and hands back to the site's Page Not
 * Found when the token opens no booking (or cannot be one), so that a wrong link looks like any other.
 */
function CustomerBookingRoute() {
  const token = tokenOfCustomerBookingPath(useLocation().pathname);
  const [missing, setMissing] = useState<string | null>(null);
  const onNotFound = useCallback(() => setMissing(token), [token]);
  if (token === null || missing === token) return ownPage(<NotFoundPage />);
  return <RemoteParcel key={token} module={REMOTE_MODULES.bookingManage} token={token} onNotFound={onNotFound} />;
}

/** The routes of spec section 2 besides the public pages (Layout mounts those), each from the remote that owns it. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path={BOOKING_PAGE_PATH} element={<RemoteParcel module={REMOTE_MODULES.bookingPage} />} />
      <Route path={`${CUSTOMER_BOOKING_PREFIX}:token`} element={<CustomerBookingRoute />} />
      <Route
        path={`${ADMIN_PANEL_PATH}/*`}
        element={
          <RequireRole roles={['admin']}>
            <RemoteParcel module={REMOTE_MODULES.adminApp} />
          </RequireRole>
        }
      />
      <Route
        path={`${MASSAGER_PANEL_PATH}/*`}
        element={
          <RequireRole roles={['massager']}>
            <RemoteParcel module={REMOTE_MODULES.massagerApp} />
          </RequireRole>
        }
      />
      <Route path={UNAUTHORIZED_PATH} element={ownPage(<UnauthorizedPage />)} />
      <Route path="*" element={ownPage(<NotFoundPage />)} />
    </Routes>
  );
}
