/**
 * Pre-rendered public pages (scripts/prerender/index.mjs): the server answers a public path with HTML that
 * already holds the page, in `#prerendered`, beside the shell's empty `#root`. The shell keeps its own
 * tree hidden until the public remote says that its header and its footer (which waits for the page)
 * are in place, then swaps the two in one step.
 */
/** The page's <main> element: the target of the public pages' skip link. */
export const MAIN_CONTENT_ID = 'main-content';
export const PRERENDERED_ID = 'prerendered';

/** The parts of a public page that announce themselves; the swap waits for all of them. */
export const PUBLIC_PARTS = ['header', 'footer'] as const;
export type PublicPart = (typeof PUBLIC_PARTS)[number];

export const PUBLIC_PART_READY_EVENT = 'wellness:public-part-ready';

/** Said by mf-public once a part has rendered (a window event: the shell and the remote share no module state). */
export function announcePublicPart(part: PublicPart): void {
  window.dispatchEvent(new CustomEvent<PublicPart>(PUBLIC_PART_READY_EVENT, { detail: part }));
}

/**
 * A pre-rendered page reads and navigates without any script; the live site (the shell, React, the
 * public remote: about 250 KB of JavaScript and, on a mid-range phone, a second or two of main-thread
 * work) starts on the visitor's first sign of intent, or once the page has sat idle this long after
 * loading (the carousel's first turn), whichever comes first. Until then the phone stays free for
 * reading and scrolling; shell/src/wake.ts does this, loaded by the pre-rendered pages instead of main.js.
 */
export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
export const WAKE_AFTER_LOAD_MS = 5000;

/** Where a button pressed on the pre-rendered copy is remembered, for the live page to press it again. */
export const PRESSED_PATH_ATTRIBUTE = 'data-pressed-path';

/** The child-index path from `ancestor` down to `node`: the same path finds the same element in the live tree. */
export function pathWithin(ancestor: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let current: Element | null = node; current && current !== ancestor; current = current.parentElement) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
  }
  return path;
}

export function elementAt(ancestor: Element, path: number[]): Element | null {
  let current: Element | null = ancestor;
  for (const index of path) current = current?.children[index] ?? null;
  return current;
}

/** Presses kept on the copy at the most: a visitor's quick taps, never an unbounded list. */
const MAX_REMEMBERED_PRESSES = 20;

/**
 * A click on the pre-rendered copy: a button's press is kept (on the copy, as a child-index path, after
 * the presses before it) and its default prevented, so that the live page can press it again: three
 * taps on a gallery's Next are three pages on. Links are left to work as links.
 */
export function rememberPress(copy: Element, event: Event): void {
  const control = (event.target as Element | null)?.closest?.('button, [role="button"]');
  if (!control || !copy.contains(control)) return;
  event.preventDefault();
  const path = pathWithin(copy, control);
  const kept = copy.getAttribute(PRESSED_PATH_ATTRIBUTE)?.split(';') ?? [];
  if (path && kept.length < MAX_REMEMBERED_PRESSES) copy.setAttribute(PRESSED_PATH_ATTRIBUTE, [...kept, path.join(',')].join(';'));
}

/** The presses kept by rememberPress, in the order they were made. */
export function rememberedPresses(copy: Element): number[][] {
  const value = copy.getAttribute(PRESSED_PATH_ATTRIBUTE);
  return value ? value.split(';').map((path) => path.split(',').map(Number)) : [];
}

/**
 * A disclosure on the copy (a button with aria-controls and aria-expanded, such as the phone menu)
 * opens and closes at once, before the live site is there: its target is shown or hidden in place, and
 * the live page opens the same disclosures when it takes over (shell/src/prerendered.ts).
 */
function toggleDisclosure(copy: Element, control: Element): boolean {
  const target = control.getAttribute('aria-controls');
  const panel = target ? copy.ownerDocument.getElementById(target) : null;
  if (!panel || !copy.contains(panel) || !control.hasAttribute('aria-expanded')) return false;
  const open = control.getAttribute('aria-expanded') !== 'true';
  control.setAttribute('aria-expanded', String(open));
  panel.style.display = open ? 'flex' : '';
  const label = control.getAttribute('aria-label');
  if (label) control.setAttribute('aria-label', open ? label.replace(/^Open\b/, 'Close') : label.replace(/^Close\b/, 'Open'));
  return true;
}

/** The child-index paths of the copy's open disclosures, for the live page to open them too. */
export function openDisclosures(copy: Element): number[][] {
  return [...copy.querySelectorAll('[aria-controls][aria-expanded="true"]')].flatMap((control) => {
    const path = pathWithin(copy, control);
    return path ? [path] : [];
  });
}

/** Buttons that open the booking dialog carry this attribute (the copy's buttons too). */
export const OPENS_BOOKING_ATTRIBUTE = 'data-opens-booking';
/**
 * The control that opened the booking dialog carries this attribute while the dialog (or its copy) is
 * open: the dialog gives the focus back to it when it closes. An attribute, not a variable: the copy is
 * opened by the pre-rendered page's script and closed by the live dialog, two different bundles.
 */
const BOOKING_OPENER_ATTRIBUTE = 'data-booking-opener';

/** Marks what has the focus now as the booking dialog's opener (nothing, if the focus is on no control). */
export function markBookingOpener(doc: Document = document): void {
  for (const marked of doc.querySelectorAll(`[${BOOKING_OPENER_ATTRIBUTE}]`)) marked.removeAttribute(BOOKING_OPENER_ATTRIBUTE);
  const active = doc.activeElement;
  if (active && active !== doc.body) active.setAttribute(BOOKING_OPENER_ATTRIBUTE, '');
}

/**
 * Where the focus goes back to when the booking dialog closes: its opener, while it is on screen. None
 * otherwise (a tap that focused nothing, or a menu closed since): no other control is focused instead,
 * which could scroll the page away from where the visitor was.
 */
export function bookingOpener(doc: Document = document): HTMLElement | null {
  const opener = doc.querySelector<HTMLElement>(`[${BOOKING_OPENER_ATTRIBUTE}]`);
  // checkVisibility: Chromium 105, Firefox 106, Safari 17.4; elsewhere a connected opener is taken as shown.
  const shown = (element: HTMLElement) => ('checkVisibility' in element ? element.checkVisibility() : true);
  return opener && shown(opener) ? opener : null;
}

/** The pre-rendered page's copy of the booking dialog: a <template> with its markup and CSS. */
export const PRERENDERED_DIALOG_TEMPLATE_ID = 'prerendered-booking';
/** The element that holds the copy of the booking dialog while it is on screen. */
export const PRERENDERED_DIALOG_ATTRIBUTE = 'data-prerendered-dialog';
/** Said when the visitor closes the copy of the booking dialog (the live site closes the booking too). */
export const PRERENDERED_DIALOG_CLOSED_EVENT = 'wellness:prerendered-dialog-closed';
/** Said when the copy of the booking dialog is shown (a live site already starting opens its own at once). */
export const PRERENDERED_DIALOG_OPENED_EVENT = 'wellness:prerendered-dialog-opened';

export function prerenderedDialog(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${PRERENDERED_DIALOG_ATTRIBUTE}]`);
}

/** Where a press on a list or button of the dialog's copy is kept (a path within its form), for the live form. */
const DIALOG_PRESS_ATTRIBUTE = 'data-pressed-in-form';

/** A radio choice on the copy looks chosen at once (Chakra draws it from data-state). */
function showRadioChoice(holder: Element, radio: HTMLInputElement): void {
  for (const other of holder.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(radio.name)}"]`)) {
    const item = other.closest('label');
    if (!item) continue;
    const state = other.checked ? 'checked' : 'unchecked';
    for (const part of [item, ...item.querySelectorAll('[data-state]')]) part.setAttribute('data-state', state);
  }
}

/**
 * A box ticked on the copy looks ticked at once: Chakra draws the box from data-state, and its tick is a
 * path that its checkmark holds only while checked.
 */
function showCheckboxChoice(box: HTMLInputElement): void {
  const item = box.closest('label');
  if (!item) return;
  const state = box.checked ? 'checked' : 'unchecked';
  for (const part of [item, ...item.querySelectorAll('[data-state]')]) part.setAttribute('data-state', state);
  const checkmark = item.querySelector('svg');
  if (checkmark) checkmark.innerHTML = box.checked ? '<polyline points="20 6 9 17 4 12"></polyline>' : '';
}

/**
 * A dialog's copy from its <template>, not yet on the page (null when the page has none). Close, Escape or
 * a press outside the dialog closes it: `closing`, then the copy goes and the press that opened it is
 * forgotten, then `closed`. Any other press on it goes to `press`.
 */
function dialogCopy(
  doc: Document,
  templateId: string,
  attribute: string,
  on: { closing?: (holder: HTMLElement) => void; closed: () => void; press: (event: MouseEvent, target: Element, holder: HTMLElement) => void },
): HTMLElement | null {
  const template = doc.getElementById(templateId) as HTMLTemplateElement | null;
  if (!template?.content) return null;
  const holder = doc.createElement('div');
  holder.setAttribute(attribute, '');
  holder.append(template.content.cloneNode(true));
  const close = () => {
    on.closing?.(holder);
    holder.remove();
    doc.getElementById(PRERENDERED_ID)?.removeAttribute(PRESSED_PATH_ATTRIBUTE);
    doc.removeEventListener('keydown', onKey, true);
    on.closed();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && holder.isConnected) close();
  };
  holder.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[aria-label="Close"]') || !target.closest('[role="dialog"]')) {
      close();
      return;
    }
    on.press(event, target, holder);
  });
  doc.addEventListener('keydown', onKey, true);
  return holder;
}

/**
 * Shows the pre-rendered booking dialog at once: its text fields take typing, and its radio choices and
 * boxes can be made while the live dialog loads; the live form takes over what was typed and chosen
 * (takePrerenderedDialogDraft), and a press on a list or button (Area, Submit) is pressed again there.
 * Close, Escape or a press outside closes it and forgets the press on Book Now.
 */
export function showPrerenderedDialog(doc: Document = document): boolean {
  if (prerenderedDialog(doc)) return true;
  const holder = dialogCopy(doc, PRERENDERED_DIALOG_TEMPLATE_ID, PRERENDERED_DIALOG_ATTRIBUTE, {
    closed: () => {
      bookingOpener(doc)?.focus();
      doc.defaultView?.dispatchEvent(new CustomEvent(PRERENDERED_DIALOG_CLOSED_EVENT));
    },
    press: (event, target, copy) => {
      // Typing, radio choices and boxes work on the copy itself.
      if (target.closest('input, textarea, label')) return;
      const form = copy.querySelector('form');
      const control = target.closest('button, [role="combobox"], [role="button"]');
      if (!form || !control || !form.contains(control)) return;
      event.preventDefault();
      const path = pathWithin(form, control);
      if (path) copy.setAttribute(DIALOG_PRESS_ATTRIBUTE, path.join(','));
    },
  });
  if (!holder) return false;
  holder.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.type === 'radio') showRadioChoice(holder, target);
    if (target.type === 'checkbox') showCheckboxChoice(target);
  });
  holder.addEventListener('submit', (event) => event.preventDefault());
  markBookingOpener(doc);
  doc.body.append(holder);
  holder.querySelector<HTMLInputElement>('input:not([type="hidden"]):not([type="radio"])')?.focus();
  doc.defaultView?.dispatchEvent(new CustomEvent(PRERENDERED_DIALOG_OPENED_EVENT));
  return true;
}

/** Removes the copy of the booking dialog (the live one is there, or could not load). */
export function dismissPrerenderedDialog(doc: Document = document): void {
  prerenderedDialog(doc)?.remove();
}

export interface PrerenderedDialogDraft {
  /** What the visitor typed and chose, by field name; a ticked box by its value, an unticked one not at all. */
  values: Record<string, string>;
  /** The field the visitor was in, by name. */
  focus: string | null;
  /** The last list or button pressed, as a child-index path within the form. */
  pressed: number[] | null;
}

/** The name of the field the visitor is in on the copy of the booking dialog, if any. */
function prerenderedDialogFocus(doc: Document = document): string | null {
  const active = doc.activeElement as HTMLInputElement | null;
  return active && prerenderedDialog(doc)?.contains(active) ? active.name || null : null;
}

/** What was typed into the copy of the booking dialog; the copy goes. Null when there was none. */
export function takePrerenderedDialogDraft(doc: Document = document): PrerenderedDialogDraft | null {
  const holder = prerenderedDialog(doc);
  if (!holder) return null;
  const values: Record<string, string> = {};
  for (const field of holder.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]')) {
    const chosen = field.type === 'radio' || field.type === 'checkbox' ? (field as HTMLInputElement).checked : field.type !== 'hidden';
    if (chosen && field.value) values[field.name] = field.value;
  }
  const focus = prerenderedDialogFocus(doc);
  const pressed = holder.getAttribute(DIALOG_PRESS_ATTRIBUTE)?.split(',').map(Number) ?? null;
  holder.remove();
  return { values, focus, pressed };
}

/** Buttons that open the role choice ('Log In'; the copy's too). */
export const OPENS_LOGIN_ATTRIBUTE = 'data-opens-login';
/** The role choice's buttons carry their role in this attribute (the copy's too). */
export const ROLE_ATTRIBUTE = 'data-role';
/** The pre-rendered page's copy of the role choice ('Select Your Role'): a <template> with its markup and CSS. */
export const PRERENDERED_ROLE_TEMPLATE_ID = 'prerendered-role';
/** The element that holds the copy of the role choice while it is on screen. */
const PRERENDERED_ROLE_ATTRIBUTE = 'data-prerendered-role';
/** On that element: the role pressed on the copy, for the live site to open its login. */
const CHOSEN_ROLE_ATTRIBUTE = 'data-chosen-role';
/**
 * The control that opened the role choice (Log In) carries this while its copy is shown: the focus goes
 * back to it when the copy closes or gives way to the live dialog (which then gives it back in turn).
 * An attribute: the copy is shown by one bundle (wake.js, the shell) and dismissed by another (mf-auth).
 */
const LOGIN_OPENER_ATTRIBUTE = 'data-login-opener';

/** Takes the focus out of the copy of the role choice, back to Log In while it is on screen. */
function focusLoginOpener(doc: Document, holder: Element): void {
  const opener = doc.querySelector<HTMLElement>(`[${LOGIN_OPENER_ATTRIBUTE}]`);
  opener?.removeAttribute(LOGIN_OPENER_ATTRIBUTE);
  if (!holder.contains(doc.activeElement)) return;
  if (opener && ('checkVisibility' in opener ? opener.checkVisibility() : true)) opener.focus();
  else (doc.activeElement as HTMLElement | null)?.blur();
}
/** Said when the copy of the role choice is shown, closed, or a role is pressed on it (detail: the role). */
export const PRERENDERED_ROLE_EVENT = 'wellness:prerendered-role';
export interface PrerenderedRoleEvent {
  /** 'opened', 'closed', or the role pressed. */
  state: string;
}

export function prerenderedRoleChoice(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${PRERENDERED_ROLE_ATTRIBUTE}]`);
}

/** The role pressed on the copy of the role choice, while it is on screen. */
export function chosenPrerenderedRole(doc: Document = document): string | null {
  return prerenderedRoleChoice(doc)?.getAttribute(CHOSEN_ROLE_ATTRIBUTE) ?? null;
}

/**
 * Shows the pre-rendered role choice at once (Log In pressed while its dialog loads): Close, Escape or a
 * press outside closes it; a role pressed shows as busy and is said to the live site, which opens that
 * role's login (the copy stays until the live dialogs take over, dismissPrerenderedRoleChoice).
 */
export function showPrerenderedRoleChoice(doc: Document = document): boolean {
  if (prerenderedRoleChoice(doc)) return true;
  const say = (state: string) => doc.defaultView?.dispatchEvent(new CustomEvent<PrerenderedRoleEvent>(PRERENDERED_ROLE_EVENT, { detail: { state } }));
  const holder = dialogCopy(doc, PRERENDERED_ROLE_TEMPLATE_ID, PRERENDERED_ROLE_ATTRIBUTE, {
    closing: (copy) => focusLoginOpener(doc, copy),
    closed: () => say('closed'),
    press: (_event, target, copy) => {
      const choice = target.closest(`[${ROLE_ATTRIBUTE}]`);
      const role = choice?.getAttribute(ROLE_ATTRIBUTE);
      if (!choice || !role || copy.hasAttribute(CHOSEN_ROLE_ATTRIBUTE)) return;
      // The live site opens this role's login itself: Log In is not pressed again on the live page.
      doc.getElementById(PRERENDERED_ID)?.removeAttribute(PRESSED_PATH_ATTRIBUTE);
      copy.setAttribute(CHOSEN_ROLE_ATTRIBUTE, role);
      choice.setAttribute('aria-busy', 'true');
      choice.setAttribute('data-loading', '');
      say(role);
    },
  });
  if (!holder) return false;
  for (const marked of doc.querySelectorAll(`[${LOGIN_OPENER_ATTRIBUTE}]`)) marked.removeAttribute(LOGIN_OPENER_ATTRIBUTE);
  if (doc.activeElement && doc.activeElement !== doc.body) doc.activeElement.setAttribute(LOGIN_OPENER_ATTRIBUTE, '');
  doc.body.append(holder);
  holder.querySelector<HTMLElement>(`[${ROLE_ATTRIBUTE}]`)?.focus();
  say('opened');
  return true;
}

/**
 * Removes the copy of the role choice (the live dialogs are there, or could not load). The focus goes
 * back to Log In first: the live dialog, opening, takes it from there and gives it back when it closes.
 */
export function dismissPrerenderedRoleChoice(doc: Document = document): void {
  const holder = prerenderedRoleChoice(doc);
  if (!holder) return;
  focusLoginOpener(doc, holder);
  holder.remove();
}

const COPY_PRESS_HANDLED = Symbol.for('wellness.copyPressHandled');

/**
 * A click on the pre-rendered copy: a disclosure opens or closes in place; a button that opens the
 * booking dialog or the role choice shows its copy at once; any other button's press is kept for the live page.
 */
export function pressOnCopy(copy: Element, event: Event): void {
  // wake.js and the shell both listen on the copy (each bundles this module): a press is handled once.
  const handled = event as Event & { [COPY_PRESS_HANDLED]?: boolean };
  if (handled[COPY_PRESS_HANDLED]) return;
  handled[COPY_PRESS_HANDLED] = true;
  const control = (event.target as Element | null)?.closest?.('button, [role="button"]');
  if (!control || !copy.contains(control)) return;
  if (toggleDisclosure(copy, control)) {
    event.preventDefault();
    return;
  }
  rememberPress(copy, event);
  if (control.hasAttribute(OPENS_BOOKING_ATTRIBUTE)) showPrerenderedDialog(copy.ownerDocument);
  if (control.hasAttribute(OPENS_LOGIN_ATTRIBUTE)) showPrerenderedRoleChoice(copy.ownerDocument);
}
