import { AUTH_MESSAGES, BREAKPOINTS, NOTIFY_EVENT, SCREEN_CHANGED_EVENT, TIMINGS, type ToastRequest } from '@wellness/shared';
import { createToaster, HStack, Portal, Spinner, Stack, Text, Toast, Toaster } from '@wellness/shared/chakra';
import { useEffect } from 'react';

/**
 * Toasts appear top right (spec section 2); a closing toast fades out for 500 ms. The top and right
 * offsets are CSS variables so that toasts can keep clear of an open dialog's close button (see
 * AppToaster).
 */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  removeDelay: TIMINGS.resetToastFadeMs,
  offsets: { top: 'var(--toast-offset-top, 1rem)', bottom: '1rem', left: '1rem', right: 'var(--toast-offset-end, 1rem)' },
});

type ShownToast = ReturnType<typeof toaster.getVisibleToasts>[number];

function dismissWhere(gone: (toast: ShownToast) => boolean): void {
  for (const toast of toaster.getVisibleToasts()) if (toast.id && gone(toast)) toaster.dismiss(toast.id);
}

function show({ type, message, duration, outlivesScreen = false }: ToastRequest): void {
  // A success settles what the errors before it reported ('Please select a massager', then the assignment
  // made), and a new failure is the one to act on ('Invalid OTP' with one try fewer): earlier errors go
  // rather than stand beside it, and a phone shows one error at a time. The same message replaces its copy.
  dismissWhere((toast) => toast.description === message || (type !== 'info' && toast.type === 'error'));
  toaster.create({
    type,
    title: AUTH_MESSAGES.toastHeader,
    description: message,
    duration,
    closable: true,
    meta: { subtext: AUTH_MESSAGES.toastSubtext, outlivesScreen },
  });
}

/** A new screen: the toasts about the one left go; those announcing the move stay their time. */
const dismissForNewScreen = () => dismissWhere((toast) => toast.meta?.outlivesScreen !== true);

const TOAST_GAP_PX = 8;

/**
 * Keeps toasts and open dialogs apart. On a wide screen the toast column is as wide as a toast and a
 * dialog's corner can reach under it: when the column would cover the topmost dialog's close button, it
 * starts just below the button. On a phone a toast spans the width (but for a gutter at the right, for
 * the close button) and would lie over the dialog's fields: the dialog starts below the toasts instead
 * (the theme pads dialog positioners by --toast-clearance). Dialogs and toasts come and go, move when a
 * dialog scrolls or the window resizes, so all of it is followed.
 */
function useToastsClearOfDialogs(): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      frame = 0;
      const group = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]');
      const toasts = group ? Array.from(group.querySelectorAll<HTMLElement>('[data-part="root"]')).map((t) => t.getBoundingClientRect()) : [];
      const dialogOpen = document.querySelector('[data-scope="dialog"][data-part="content"][data-state="open"]') !== null;
      const phone = window.innerWidth < BREAKPOINTS.md;
      if (phone && dialogOpen && toasts.length > 0) {
        root.style.setProperty('--toast-clearance', `${Math.ceil(Math.max(...toasts.map((t) => t.bottom)) + TOAST_GAP_PX)}px`);
      } else {
        root.style.removeProperty('--toast-clearance');
      }

      const buttons = Array.from(document.querySelectorAll<HTMLElement>('[data-scope="dialog"][data-part="close-trigger"]')).filter(
        (el) => el.getClientRects().length > 0,
      );
      const button = buttons.at(-1);
      if (!button || !group) {
        root.style.removeProperty('--toast-offset-top');
        return;
      }
      const b = button.getBoundingClientRect();
      const left = Math.min(...toasts.map((t) => t.left), Infinity);
      const right = Math.max(...toasts.map((t) => t.right), -Infinity);
      const overlapsColumn = toasts.length > 0 && b.left < right && left < b.right && b.bottom > 0;
      if (overlapsColumn) root.style.setProperty('--toast-offset-top', `${Math.ceil(b.bottom + TOAST_GAP_PX)}px`);
      else if (toasts.length === 0) root.style.removeProperty('--toast-offset-top');
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
      if (frame) window.cancelAnimationFrame(frame);
      root.style.removeProperty('--toast-offset-top');
      root.style.removeProperty('--toast-clearance');
    };
  }, []);
}

/**
 * The page's one toast region; render it in one root only (the shell, or a remote running on its own).
 * `initial` holds toasts asked for before the region was loaded.
 */
export function AppToaster({ initial = [] }: { initial?: readonly ToastRequest[] }) {
  useToastsClearOfDialogs();
  useEffect(() => {
    // The Toaster's own machine starts listening a moment after mounting: show the early ones after that.
    const timer = window.setTimeout(() => initial.forEach(show), 0);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shown once, when the region mounts
  }, []);
  useEffect(() => {
    const onNotify = (event: Event) => show((event as CustomEvent<ToastRequest>).detail);
    window.addEventListener(NOTIFY_EVENT, onNotify);
    window.addEventListener(SCREEN_CHANGED_EVENT, dismissForNewScreen);
    return () => {
      window.removeEventListener(NOTIFY_EVENT, onNotify);
      window.removeEventListener(SCREEN_CHANGED_EVENT, dismissForNewScreen);
    };
  }, []);
  return (
    <Portal>
      {/* On a phone a toast spans the width but for a gutter at the right, where an open dialog has its
          close button: the toast never covers it. */}
      <Toaster toaster={toaster} insetInlineStart={{ mdDown: '4' }} css={{ '--toast-offset-end': { base: '4rem', md: '1rem' } }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.500" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              <HStack justify="space-between" gap="3">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {typeof toast.meta?.subtext === 'string' && (
                  <Text as="small" fontSize="xs" opacity={0.8}>
                    {toast.meta.subtext}
                  </Text>
                )}
              </HStack>
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
