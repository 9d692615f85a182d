import { Portal, Spinner, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

/** Toasts appear top right (spec section 2). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.500" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
