import { ADMIN_PANEL_PATH, ADMIN_REPORTS, ADMIN_ROUTES, PANEL_OF_ROLE, type RootState } from '@wellness/shared';
import { Navigate, PageRouter, Route, Routes } from '@wellness/shared/router';
import { AppProviders, PanelFrame, type PanelSection } from '@wellness/shared/ui';
import { useSelector } from 'react-redux';
import { CustomersList } from '../customers/CustomersList';
import { Dashboard } from '../dashboard/Dashboard';
import { MailLog } from '../mail/MailLog';
import { MassagersList } from '../massagers/MassagersList';
import { AdminReport } from '../reports/AdminReport';
import { ScheduleScreen } from '../schedule/ScheduleScreen';
import { VideoLinks } from '../videos/VideoLinks';

const at = (route: string) => `${ADMIN_PANEL_PATH}/${route}`;

const SECTIONS: readonly PanelSection[] = [
  { to: at(ADMIN_ROUTES.dashboard), label: 'Dashboard' },
  { to: at(ADMIN_ROUTES.customers), label: 'Customers List' },
  { to: at(ADMIN_ROUTES.schedule), label: 'Schedule' },
  { to: at(ADMIN_ROUTES.massagers), label: "Massager's List" },
  { to: at(ADMIN_ROUTES.videos), label: 'Feedback' },
  { to: at(ADMIN_ROUTES.mailLog), label: 'Mail log' },
  { group: 'Report', links: ADMIN_REPORTS.map((report) => ({ to: at(report.route), label: report.label })) },
];

function Screens() {
  const email = useSelector((state: RootState) => state.email);
  return (
    <PanelFrame title={PANEL_OF_ROLE.admin.label} navLabel="Admin panel" sections={SECTIONS} role="admin" email={email}>
      <Routes>
        <Route path={ADMIN_PANEL_PATH} element={<Dashboard />} />
        <Route path={at(ADMIN_ROUTES.dashboard)} element={<Dashboard />} />
        <Route path={at(ADMIN_ROUTES.customers)} element={<CustomersList />} />
        <Route path={at(ADMIN_ROUTES.massagers)} element={<MassagersList />} />
        <Route path={at(ADMIN_ROUTES.videos)} element={<VideoLinks />} />
        <Route path={at(ADMIN_ROUTES.mailLog)} element={<MailLog />} />
        <Route path={at(ADMIN_ROUTES.schedule)} element={<ScheduleScreen />} />
        {ADMIN_REPORTS.map((report) => (
          <Route key={report.route} path={at(report.route)} element={<AdminReport report={report} />} />
        ))}
        <Route path={`${ADMIN_PANEL_PATH}/*`} element={<Navigate to={ADMIN_PANEL_PATH} replace />} />
        {/* Leaving the panel (Log Out, a public link), the panel still sees the new path for a moment
            before the shell unmounts it: nothing to show, nowhere to send it. */}
        <Route path="*" element={null} />
      </Routes>
    </PanelFrame>
  );
}

/** The admin panel, /admin-panel/*, in the shell's tree and on the shell's router. */
export function AdminPanel() {
  return (
    <AppProviders>
      <PageRouter>
        <Screens />
      </PageRouter>
    </AppProviders>
  );
}
