// The rules without the yup schemas (those are in `@wellness/shared/forms`).
export * from './rules/constants';
export * from './rules/messages';
export * from './rules/routes';
export * from './rules/reports';
export * from './rules/contract';
export { PUNE_AREAS } from './rules/areas';
export { digitsOnly, lettersAndSpaces } from './rules/sanitize';
export { currentMonthRange, formatAppointment, formatClock, formatDateTime, todayInIndia } from './rules/dates';
export { FULL_ADDRESS, SITE_CONFIG, type PhoneNumber } from './rules/site';
export * from './rules/privacy';
export * from './rules/history';
export { APPOINTMENT_SLOTS, appointmentFromPreferred, bookableDates, slotsOn } from './rules/appointment';
export { pageCount, pageWindow } from './rules/paging';
export {
  ASSIGNABLE_STATUSES, MASSAGER_ACTIONS, MASSAGER_MOVES, MASSAGER_PANEL_STATUSES, canAssign, isMassagerActionEnabled,
  listedForAdmin, massagerMoveFrom, requestStatusOf, statusLabel, statusPalette,
  type MassagerAction, type MassagerMoveTarget,
} from './rules/requestStatus';
export { extractYouTubeVideoId, youtubeEmbedUrl, youtubeThumbnailUrl } from './rules/youtube';
export { apiBaseUrl, configureApi } from './api/config';
export { NOTIFY_EVENT, SESSION_ENDED_EVENT, notify, type ToastRequest } from './notify';
export { OPENS_BOOKING_ATTRIBUTE, PRERENDERED_ID, PUBLIC_PARTS, PUBLIC_PART_READY_EVENT, announcePublicPart, type PublicPart } from './prerender';
export { themeConfig } from './theme';
export { LoadingDots } from './components/LoadingDots';
export { ErrorScreen, LoadingScreen } from './components/StatusScreens';
export { createRemoteLifecycles, nextTask, renderStandalone } from './remote/lifecycles';
export {
  store, persistor, whenRehydrated, createAppStore, signIn, signOut, expireSession,
  type AppDispatch, type AppStore, type RootState,
} from './store';
export { openBooking, closeBooking, openRoleSelect, openLogin, closeAuthDialog, type UiState } from './store/ui';
export { setEmail, setMassagerId } from './store/staff';
export { readStoredSession, type SessionState } from './store/session';
