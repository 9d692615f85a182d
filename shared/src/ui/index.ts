// Chakra-based building blocks, compiled into each bundle that imports them (not a federated singleton,
// because Chakra's contexts must come from the same copy as the components that read them).
// Import the store and rules from '@wellness/shared' (the singleton), never by relative path.
export { AppProviders } from './AppProviders';
export { AppToaster, toaster } from './toaster';
export { system } from '@wellness/shared/chakra';
/** Re-exported for the Chakra screens' convenience: notify itself needs no Chakra. */
export { CardDetails } from './CardDetails';
export { ConfirmDialog, type ConfirmQuestion } from './ConfirmDialog';
export { type CountCard, CountCards } from './CountCards';
export { saveFile } from './download';
export { HistoryDialog, HistoryList } from './HistoryDialog';
export { NotificationButton } from './NotificationButton';
export { followNotifications, NOTIFICATION_POLL_MS, NOTIFICATIONS_ARRIVED_EVENT, onNotificationsArrived } from './notifications';
export { Paginator } from './Paginator';
export { PanelFrame } from './PanelFrame';
export type { PanelSection } from './PanelNav';
export { checkPasswordStrength, type PasswordStrength, PasswordStrengthMeter, usePasswordStrength } from './PasswordStrength';
export { type DateRange, type ReportMessages, ReportScreen } from './ReportScreen';
export { StatusBadge } from './StatusBadge';
export { NAMING_CELL, TableHead } from './TableHead';
export { TimeOffItems } from './TimeOffItems';
export { notify } from '@wellness/shared';
