import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DISPLAY_TIME_ZONE, SITE_CONFIG, VISIT_MINUTES } from '@wellness/shared/rules';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { clock } from './clock';
import type { MailAttachment } from './mail';

/** The site's host name, the domain part of every event's UID. */
const SITE_DOMAIN = new URL(SITE_CONFIG.siteUrl).hostname;

/**
 * SEQUENCE counts the event's revisions: a calendar keeps the copy with the highest. Each mail's file is
 * the visit as it stands when the mail is written, so the seconds since this instant (a 32-bit integer
 * until 2094) make every later file a later revision without a counter of our own.
 */
const SEQUENCE_EPOCH_MS = Date.parse('2026-01-01T00:00:00.000Z');

const phones = SITE_CONFIG.phones.map((phone) => phone.display).join(' or ');

export interface CalendarVisit {
  /** The booking's reference (KW-…); an older booking without one is named by its id. */
  reference: string | null;
  customerId: number;
  /** The visit's start, ISO UTC. */
  start: string;
  minutes?: number | null;
  /** Once a therapist has accepted, their first name; before that the visit is tentative. */
  therapistFirstName?: string | null;
}

/**
 * A visit as a calendar file (`.ics`, METHOD:PUBLISH) for a customer mail: one event from the visit's
 * start to its end in India time (DTSTART;TZID=Asia/Kolkata, with the zone's VTIMEZONE, so that the
 * file reads 11:00 for an 11:00 visit and every calendar still converts it), the centre as organiser,
 * the reference in the summary, and a UID that is the same for every file of one booking
 * (`<reference>@<site domain>`), so that a later file (another time, the therapist's acceptance) updates
 * the event the customer already added instead of adding a second one. No address or other text the
 * visitor typed: the mail's address is not verified (see customer-mail.ts).
 */
export function visitCalendar(visit: CalendarVisit): MailAttachment {
  const name = visit.reference ?? `booking-${visit.customerId}`;
  // ical-generator writes a native Date's clock in the process's own zone; a TZDate gives the centre's.
  const start = new TZDate(Date.parse(visit.start), DISPLAY_TIME_ZONE);
  const end = new TZDate(start.getTime() + (visit.minutes ?? VISIT_MINUTES) * 60_000, DISPLAY_TIME_ZONE);
  const now = clock.now();
  const calendar = ical({
    name: SITE_CONFIG.name,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: SITE_CONFIG.name, product: 'booking', language: 'EN' },
    // No calendar-wide zone: with one, DTSTAMP (UTC by RFC 5545) would be written in it. The generator
    // adds the VTIMEZONE of each event's zone.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `${name}@${SITE_DOMAIN}`,
    sequence: Math.max(0, Math.floor((now - SEQUENCE_EPOCH_MS) / 1000)),
    stamp: new Date(now),
    start,
    end,
    timezone: DISPLAY_TIME_ZONE,
    summary: `Home visit, ${SITE_CONFIG.name} (${name})`,
    description: [
      visit.therapistFirstName ? `Your therapist: ${visit.therapistFirstName}.` : 'A therapist will be confirmed by mail.',
      `Booking reference: ${name}.`,
      `Questions or changes: call ${phones}.`,
    ].join('\n'),
    organizer: { name: SITE_CONFIG.name, email: SITE_CONFIG.email },
    status: visit.therapistFirstName ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    url: SITE_CONFIG.siteUrl,
  });
  return { filename: `${name}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar.toString() };
}
