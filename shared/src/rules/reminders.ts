/**
 * Reminders of an accepted visit: a mail to the customer and a notification to the therapist, a set
 * number of hours before the visit. The leads come from the server's REMINDER_HOURS.
 */

/** Hours before an accepted visit at which its reminders go out, when REMINDER_HOURS is not set. */
export const DEFAULT_REMINDER_HOURS: readonly number[] = [24, 2];
/** The longest lead REMINDER_HOURS may give: a fortnight. */
export const MAX_REMINDER_HOURS = 14 * 24;
/** A reminder whose time had passed when the visit was accepted goes out only while the visit is more than this far away. */
export const LATE_REMINDER_MIN_HOURS = 1;
/**
 * A reminder found due within this long after its time counts as on time (the server looks every half
 * minute); found later (the server was stopped), it is a late one.
 */
export const REMINDER_ON_TIME_MS = 10 * 60_000;

const HOUR_MS = 3_600_000;

/**
 * REMINDER_HOURS ("24,2"): whole hours from 1 to MAX_REMINDER_HOURS, separated by commas or spaces;
 * unset or blank gives the default. Answers the leads, farthest first, each once; anything else throws.
 */
export function parseReminderHours(text: string | undefined): number[] {
  if (text === undefined || text.trim() === '') return [...DEFAULT_REMINDER_HOURS];
  const items = text.split(/[\s,]+/).filter((item) => item !== '');
  const wrong = items.filter((item) => !/^\d+$/.test(item) || Number(item) < 1 || Number(item) > MAX_REMINDER_HOURS);
  if (wrong.length > 0) {
    throw new Error(`REMINDER_HOURS must be whole hours from 1 to ${MAX_REMINDER_HOURS}, separated by commas; "${wrong.join(', ')}" is not`);
  }
  return [...new Set(items.map(Number))].sort((a, b) => b - a);
}

/** What to do now about one visit's reminders: the lead to send (or none), and the leads to settle as skipped. */
export interface ReminderPlan {
  send: number | null;
  skip: number[];
}

/**
 * The reminders of one accepted visit due at `now` (epoch ms; `start` and `acceptedAt` too). Of the
 * leads whose time has come, only the nearest to the visit counts: a visit accepted late, or a server
 * that was stopped, never sends a pile of reminders at once, and the farther ones are settled as
 * skipped. That one is sent while the visit is still ahead; if its time came before the acceptance or
 * more than REMINDER_ON_TIME_MS ago, only while the visit is more than LATE_REMINDER_MIN_HOURS away.
 * `settled`: the leads already sent or skipped for this visit.
 */
export function reminderPlan(visit: { start: number; acceptedAt: number; leads: readonly number[]; settled: readonly number[]; now: number }): ReminderPlan {
  const { start, acceptedAt, leads, settled, now } = visit;
  const due = leads.filter((lead) => start - lead * HOUR_MS <= now).sort((a, b) => a - b);
  const [nearest, ...farther] = due;
  if (nearest === undefined) return { send: null, skip: [] };
  const skip = farther.filter((lead) => !settled.includes(lead));
  if (settled.includes(nearest)) return { send: null, skip };
  const dueAt = start - nearest * HOUR_MS;
  const onTime = dueAt >= acceptedAt && now - dueAt <= REMINDER_ON_TIME_MS;
  const sendable = start > now && (onTime || start - now > LATE_REMINDER_MIN_HOURS * HOUR_MS);
  return sendable ? { send: nearest, skip } : { send: null, skip: [nearest, ...skip] };
}
