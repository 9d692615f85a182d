import { randomInt } from 'node:crypto';
import { formatAppointment, indiaClock, SITE_CONFIG } from '@wellness/shared/rules';

/**
 * The mails a customer gets about a booking, as plain text and HTML from one set of facts. Everything a
 * customer typed is escaped in the HTML part; the text part is sent as it is. The e-mail address a
 * booking gives is not verified: anyone can have a mail sent to anyone, so a mail carries none of the
 * free text typed (health issue, therapy, address: words and links a stranger could have the centre
 * deliver), only the first name (see greeting), the reference and the preferred visit.
 */
export interface CustomerMail {
  subject: string;
  text: string;
  html: string;
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 7;

/** A booking reference such as KW-7F3K9QX: random, so it tells nothing of how many bookings there are. */
export function newBookingReference(): string {
  let out = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) out += REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length));
  return `KW-${out}`;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const phones = SITE_CONFIG.phones.map((phone) => phone.display).join(' or ');

/** The preferred visit in the site's words, or what happens when none was chosen. */
function visitLine(appointment: string): string {
  const when = formatAppointment(appointment);
  return when ? `Preferred visit: ${when} (India time).` : 'Preferred visit: none chosen; we will call you to agree a time.';
}

/** Lines of text, made into a plain-text mail and a simple HTML one (each line a paragraph). */
function compose(subject: string, lines: (string | { label: string; value: string })[]): CustomerMail {
  const signature = [`${SITE_CONFIG.name}, ${SITE_CONFIG.address.locality}, ${SITE_CONFIG.address.city}`, `Phone: ${phones}`];
  const text = [...lines.map((line) => (typeof line === 'string' ? line : `${line.label}: ${line.value}`)), '', ...signature].join('\n');
  const html = [
    ...lines.map((line) =>
      typeof line === 'string' ? `<p>${escapeHtml(line)}</p>` : `<p>${escapeHtml(line.label)}: <strong>${escapeHtml(line.value)}</strong></p>`,
    ),
    `<p style="color:#555">${signature.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** A first name a mail greets by: letters only, at most 20; a longer one (or none) gets no name. */
const GREETED_NAME = /^\p{L}{1,20}$/u;

/**
 * 'Dear Asha,' from the first word of the name typed, if it is letters only and short: the address is not
 * verified, so a stranger's words ('Your account is suspended, call …') must not be mailed in the
 * centre's name.
 */
function greeting(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return GREETED_NAME.test(first) ? `Dear ${first},` : 'Hello,';
}

export interface BookingFacts {
  name: string;
  reference: string;
  appointment: string;
  /** The path of the customer's private page of the booking (/booking/<token>). */
  link: string;
}

/** The private page's full address, on the site's public address. */
const pageUrl = (link: string) => `${SITE_CONFIG.siteUrl}${link}`;

/** Sent when a booking is made. */
export function bookingConfirmationMail(booking: BookingFacts): CustomerMail {
  return compose(`Your booking with ${SITE_CONFIG.name}: ${booking.reference}`, [
    greeting(booking.name),
    'Thank you: we have your booking request for a home visit. A therapist will be assigned to it, and you will get another mail when they accept.',
    { label: 'Booking reference', value: booking.reference },
    visitLine(booking.appointment),
    `See your booking, change its time or cancel it, on your private page (do not share this link): ${pageUrl(booking.link)}`,
    `Questions? Call us on ${phones} and quote your reference.`,
  ]);
}

/** Sent when the assigned therapist accepts the request. */
export function requestAcceptedMail(facts: { name: string; reference: string | null; therapistFirstName: string; appointment: string }): CustomerMail {
  return compose(`Your therapist is confirmed${facts.reference ? `: ${facts.reference}` : ''}`, [
    greeting(facts.name),
    `${facts.therapistFirstName} has accepted your booking and will visit you.`,
    ...(facts.reference ? [{ label: 'Booking reference', value: facts.reference }] : []),
    visitLine(facts.appointment),
    `Questions? Call us on ${phones}.`,
  ]);
}

/** A visit's start (ISO UTC) in the site's words, India time: "10 Dec 26, 10:30 AM". */
function visitWhen(start: string): string {
  const { date, time } = indiaClock(start);
  return formatAppointment(`${date} ${time}`);
}

/**
 * Sent some hours before an accepted visit (REMINDER_HOURS). The private page's link cannot be given
 * again (only its token's hash is kept), so a booking that has one is pointed to the first mail.
 */
export function visitReminderMail(facts: {
  name: string;
  reference: string | null;
  therapistFirstName: string;
  start: string;
  hasPage: boolean;
}): CustomerMail {
  const when = visitWhen(facts.start);
  return compose(`Reminder: your visit on ${when}${facts.reference ? ` (${facts.reference})` : ''}`, [
    greeting(facts.name),
    `This is a reminder of your home visit on ${when} (India time).`,
    { label: 'Your therapist', value: facts.therapistFirstName },
    ...(facts.reference ? [{ label: 'Booking reference', value: facts.reference }] : []),
    ...(facts.hasPage ? ['Your private booking page is linked in the confirmation mail we sent when you booked.'] : []),
    `To cancel or change the visit, call us on ${phones} and quote your reference.`,
  ]);
}

/** Sent when the visit is marked completed. */
export function visitCompletedMail(facts: { name: string; reference: string | null }): CustomerMail {
  return compose(`Thank you for your visit${facts.reference ? `: ${facts.reference}` : ''}`, [
    greeting(facts.name),
    `Thank you for choosing ${SITE_CONFIG.name}. We hope you feel better.`,
    `We would be glad to read how it went: ${SITE_CONFIG.reviewsUrl}`,
    `To book again, visit ${SITE_CONFIG.siteUrl} or call us on ${phones}.`,
  ]);
}

/** Sent when the customer cancels the visit on their page. */
export function bookingCancelledMail(facts: { name: string; reference: string | null }): CustomerMail {
  return compose(`Your visit is cancelled${facts.reference ? `: ${facts.reference}` : ''}`, [
    `Dear ${facts.name},`,
    'As you asked, your visit is cancelled. Nothing more is needed from you.',
    ...(facts.reference ? [{ label: 'Booking reference', value: facts.reference }] : []),
    `To book again, visit ${SITE_CONFIG.siteUrl} or call us on ${phones}.`,
  ]);
}

/** Sent when the customer asks for another time on their page: the centre confirms the therapist next. */
export function bookingChangedMail(facts: { name: string; reference: string | null; appointment: string }): CustomerMail {
  return compose(`Your visit has a new time${facts.reference ? `: ${facts.reference}` : ''}`, [
    greeting(facts.name),
    'As you asked, your visit is moved. We will confirm your therapist for the new time, and mail you when they accept.',
    ...(facts.reference ? [{ label: 'Booking reference', value: facts.reference }] : []),
    visitLine(facts.appointment),
    `Questions? Call us on ${phones}.`,
  ]);
}
