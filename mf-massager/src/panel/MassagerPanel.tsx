import { keepVisitsOffline, MASSAGER_MESSAGES, MASSAGER_PANEL_PATH, MASSAGER_REPORTS, MASSAGER_ROUTES, PANEL_OF_ROLE } from '@wellness/shared';
import { MY_VISITS_MESSAGES, TIME_OFF_MESSAGES } from '@wellness/shared';
import { Box, Text } from '@wellness/shared/chakra';
import { ENDPOINTS } from '@wellness/shared/client';
import { Navigate, PageRouter, Route, Routes } from '@wellness/shared/router';
import { AppProviders, PanelFrame, type PanelSection } from '@wellness/shared/ui';
import { useEffect } from 'react';
import { MASSAGER_ROLE, useMassagerEmail } from '../common/useMassagerEmail';
import { CUSTOMER_LIST_TITLE, CustomerList } from '../customers/CustomerList';
import { DASHBOARD_TITLE, MassagerDashboard } from '../dashboard/MassagerDashboard';
import { MassagerReport } from '../reports/MassagerReport';
import { TimeOff } from '../timeOff/TimeOff';
import { MyVisits } from '../visits/MyVisits';

const at = (route: string) => `${MASSAGER_PANEL_PATH}/${route}`;

/** The sidebar of spec section 2 (Dashboard, Customer List, the Massager Report group), with My visits and Time off. */
const MASSAGER_SECTIONS: readonly PanelSection[] = [
  { to: at(MASSAGER_ROUTES.dashboard), label: DASHBOARD_TITLE },
  { to: at(MASSAGER_ROUTES.myVisits), label: MY_VISITS_MESSAGES.title },
  { to: at(MASSAGER_ROUTES.customers), label: CUSTOMER_LIST_TITLE },
  { to: at(MASSAGER_ROUTES.timeOff), label: TIME_OFF_MESSAGES.title },
  { group: 'Massager Report', links: MASSAGER_REPORTS.map((report) => ({ to: at(report.route), label: report.label })) },
];

function Frame() {
  const email = useMassagerEmail();
  const dashboard = <Navigate to={at(MASSAGER_ROUTES.dashboard)} replace />;
  return (
    <PanelFrame title={PANEL_OF_ROLE.massager.label} navLabel="Massager panel" sections={MASSAGER_SECTIONS} role={MASSAGER_ROLE} email={email}>
      <Box data-remote="mf-massager">
        <Text as="p" role="note" mb="5" px="4" py="3" rounded="md" bg="brand.50" color="brand.900" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }}>
          {MASSAGER_MESSAGES.welcome}
        </Text>
        <Routes>
          <Route path={MASSAGER_PANEL_PATH} element={dashboard} />
          <Route path={at(MASSAGER_ROUTES.dashboard)} element={<MassagerDashboard />} />
          <Route path={at(MASSAGER_ROUTES.customers)} element={<CustomerList />} />
          <Route path={at(MASSAGER_ROUTES.myVisits)} element={<MyVisits />} />
          <Route path={at(MASSAGER_ROUTES.timeOff)} element={<TimeOff />} />
          {MASSAGER_REPORTS.map((report) => (
            <Route key={report.route} path={at(report.route)} element={<MassagerReport key={report.route} report={report} />} />
          ))}
          <Route path={`${MASSAGER_PANEL_PATH}/*`} element={dashboard} />
          {/* Leaving the panel, it sees the new path until the shell unmounts it. */}
          <Route path="*" element={null} />
        </Routes>
      </Box>
    </PanelFrame>
  );
}

/** This remote's mf-manifest.json, wherever it is deployed (webpack's public path is the remote's folder). */
declare const __webpack_public_path__: string | undefined;
const ownManifest = () =>
  typeof __webpack_public_path__ === 'string' && __webpack_public_path__
    ? new URL('mf-manifest.json', new URL(__webpack_public_path__, window.location.href)).href
    : undefined;

export function MassagerPanel() {
  // On the road the signal comes and goes: the therapist's list of visits stays readable offline once
  // loaded (a service worker, removed on sign-out), and so does this panel's code.
  useEffect(() => keepVisitsOffline(ENDPOINTS.myVisits.path, ownManifest()), []);
  return (
    <AppProviders>
      <PageRouter>
        <Frame />
      </PageRouter>
    </AppProviders>
  );
}
