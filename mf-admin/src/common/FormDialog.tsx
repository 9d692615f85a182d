import { Button, HStack } from '@wellness/shared/chakra';
import { DialogFrame, fullOnPhone } from '@wellness/shared/ui/dialog';
import { type ReactNode, type SubmitEvent, useEffect, useRef } from 'react';

/** A dialog holding a form: its title, its fields, Cancel and the submit button. */
export function FormDialog({
  open,
  title,
  submitLabel,
  busy,
  onSubmit,
  onClose,
  children,
  size = 'lg',
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}) {
  // The submit button is disabled while busy, which drops the focus to the page. When busy ends with the
  // dialog still open (a field in error, or the server refused), the focus comes back: to the first field
  // in error, so a keyboard or screen-reader user lands on what to correct, else to the submit button.
  const form = useRef<HTMLFormElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) {
      const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid) invalid.focus();
      else if (document.activeElement === document.body) submit.current?.focus();
    }
    wasBusy.current = Boolean(busy);
  }, [busy]);
  return (
    <DialogFrame
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      {...fullOnPhone(size)}
      title={title}
      wrap={(content) => (
        <form ref={form} onSubmit={onSubmit} noValidate aria-label={title} style={{ display: 'contents' }}>
          {content}
        </form>
      )}
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button ref={submit} type="submit" colorPalette="green" loading={busy}>
            {submitLabel}
          </Button>
        </HStack>
      }
    >
      {children}
    </DialogFrame>
  );
}
