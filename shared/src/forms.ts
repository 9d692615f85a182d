/**
 * `@wellness/shared/forms`: the yup schemas of spec section 5 (the same ones the API runs). Apart from the
 * main entry so that pages without a form do not load yup.
 */
export * from './rules/schemas';
// The schedule's rules come along with the schemas that check against them (the time off form, the
// hours, the booking's slots): the staff screens take them from here, and the public pages' first load
// carries neither them nor the travel table.
export { indiaClock, mapSearchUrl, SCHEDULE_MESSAGES, telHref, WEEKDAYS } from './rules/schedule';
export * from './rules/visits';
