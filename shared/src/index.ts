// The rules without the yup schemas (those are in `@wellness/shared/forms`).
export { apiBaseUrl, configureApi } from './api/config';
export { LoadingDots } from './components/LoadingDots';
export { ErrorScreen, LoadingScreen } from './components/StatusScreens';
export { primaryButton, secondaryButton, statusBox } from './components/statusStyles';
export { whenIdle } from './idle';
export { notify, NOTIFY_EVENT, SCREEN_CHANGED_EVENT, screenChanged, SESSION_ENDED_EVENT, type ToastRequest } from './notify';
export { forgetOfflineData, keepVisitsOffline } from './offline';
export { pageTitle, UNREAD_TITLE_PREFIX, usePageTitle } from './pageTitle';
export {
  announcePublicPart,
  OPENS_BOOKING_ATTRIBUTE,
  OPENS_LOGIN_ATTRIBUTE,
  PRERENDERED_ID,
  PUBLIC_PART_READY_EVENT,
  PUBLIC_PARTS,
  type PublicPart,
} from './prerender';
export { createRemoteLifecycles, nextTask, type RemoteHost, renderStandalone } from './remote/lifecycles';
export { APPOINTMENT_SLOTS, appointmentFromPreferred, bookableDates, slotsOn } from './rules/appointment';
export { PUNE_AREAS } from './rules/areas';
export * from './rules/constants';
export * from './rules/contract';
export * from './rules/customerPage';
export { addDays, currentMonthRange, formatAppointment, formatClock, formatDateTime, todayInIndia } from './rules/dates';
export * from './rules/history';
export * from './rules/messages';
export * from './rules/offline';
export { pageCount, pageWindow } from './rules/paging';
export * from './rules/privacy';
export * from './rules/reports';
export {
  ASSIGNABLE_STATUSES,
  canAssign,
  isMassagerActionEnabled,
  listedForAdmin,
  MASSAGER_ACTIONS,
  MASSAGER_MOVES,
  MASSAGER_PANEL_STATUSES,
  type MassagerAction,
  massagerMoveFrom,
  type MassagerMoveTarget,
  requestStatusOf,
  statusLabel,
  statusPalette,
} from './rules/requestStatus';
export * from './rules/routes';
export { digitsOnly, indianMobile, lettersAndSpaces, mobileAsTyped, refusedInName, upperFirst } from './rules/sanitize';
export {
  ASSIGN_REFUSED_STATES,
  assignOptionRank,
  type DayHours,
  DEFAULT_WEEKLY_HOURS,
  indiaClock,
  isoOf,
  mapSearchUrl,
  minutesOfClock,
  SCHEDULE_MESSAGES,
  telHref,
  VISIT_LENGTHS,
  VISIT_MINUTES,
  visitTimeText,
  WEEKDAYS,
  weeklyHoursProblem,
} from './rules/schedule';
export { SCHEDULE_SCREEN_MESSAGES } from './rules/scheduleScreen';
export { FULL_ADDRESS, type PhoneNumber, SITE_CONFIG } from './rules/site';
export {
  dayHoursText,
  MY_VISITS_MESSAGES,
  TIME_OFF_MESSAGES,
  timeOffProblem,
  timeOffSpan,
  timeOffText,
  tooEarlyToComplete,
  visitClockRange,
  visitDayHeading,
} from './rules/visits';
export { extractYouTubeVideoId, youtubeEmbedUrl, youtubeThumbnailUrl } from './rules/youtube';
export {
  addStoreFeature,
  type AppDispatch,
  type AppStore,
  createAppStore,
  expireSession,
  persistor,
  type RootState,
  signIn,
  signOut,
  store,
  type StoreFeature,
  whenRehydrated,
} from './store';
export { readStoredSession, type SessionState } from './store/session';
export { setEmail, setMassagerId } from './store/staff';
export { closeAuthDialog, closeBooking, openBooking, openLogin, openRoleSelect, type UiState } from './store/ui';
export { themeConfig } from './theme';
