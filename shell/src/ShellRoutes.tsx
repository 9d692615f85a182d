import { ADMIN_PANEL_PATH, BOOKING_PAGE_PATH, MASSAGER_PANEL_PATH, UNAUTHORIZED_PATH } from '@wellness/shared';
import { Route, Routes } from '@wellness/shared/router';
import { lazy, type ReactNode, Suspense } from 'react';
import { RemoteParcel } from './components/RemoteParcel';
import { RequireRole } from './components/RequireRole';
import { REMOTE_MODULES } from './federation';

// The shell's own pages use Chakra: loaded when shown, not with every public page.
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('./pages/UnauthorizedPage'));
const ownPage = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

/** The routes of spec section 2 besides the public pages (Layout mounts those), each from the remote that owns it. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path={BOOKING_PAGE_PATH} element={<RemoteParcel module={REMOTE_MODULES.bookingPage} />} />
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
