import { HStack, Portal, Spinner, Stack, Text, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { AUTH_MESSAGES, NOTIFY_EVENT, TIMINGS, type ToastRequest } from '@wellness/shared';
import { useEffect } from 'react';

/** Toasts appear top right (spec section 2); a closing toast fades out for 500 ms. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, removeDelay: TIMINGS.resetToastFadeMs });

function show({ type, message, duration }: ToastRequest): void {
  toaster.create({
    type,
    title: AUTH_MESSAGES.toastHeader,
    description: message,
    duration,
    closable: true,
    meta: { subtext: AUTH_MESSAGES.toastSubtext },
  });
}

/**
 * The page's one toast region; render it in one root only (the shell, or a remote running on its own).
 * `initial` holds toasts asked for before the region was loaded.
 */
export function AppToaster({ initial = [] }: { initial?: readonly ToastRequest[] }) {
  useEffect(() => {
    // The Toaster's own machine starts listening a moment after mounting: show the early ones after that.
    const timer = window.setTimeout(() => initial.forEach(show), 0);
    return () => window.clearTimeout(timer);
    // Shown once, when the region mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const onNotify = (event: Event) => show((event as CustomEvent<ToastRequest>).detail);
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => window.removeEventListener(NOTIFY_EVENT, onNotify);
  }, []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
