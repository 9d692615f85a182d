// Chakra-based building blocks, compiled into each bundle that imports them (not a federated singleton,
// because Chakra's contexts must come from the same copy as the components that read them).
// Import the store and rules from '@wellness/shared' (the singleton), never by relative path.
export { AppProviders } from './AppProviders';
export { system } from './system';
export { toaster, AppToaster } from './toaster';
/** Re-exported for the Chakra screens' convenience: notify itself needs no Chakra. */
export { notify } from '@wellness/shared';
export { Paginator } from './Paginator';
export { TableHead } from './TableHead';
export { StatusBadge } from './StatusBadge';
export { ReportScreen, type ReportMessages, type DateRange } from './ReportScreen';
export { NotificationButton } from './NotificationButton';
export { PanelFrame, type PanelSection } from './PanelFrame';
export { saveFile } from './download';
export { ConfirmDialog, type ConfirmQuestion } from './ConfirmDialog';
export { HistoryDialog } from './HistoryDialog';
export { followNotifications, NOTIFICATION_POLL_MS } from './notifications';
