import { Button, CloseButton, Dialog, Portal, Stack } from '@wellness/shared/chakra';
import type { ReactNode, Ref } from 'react';

/** Props of the dialog's content box, with its ref and data attributes. */
type ContentProps = Dialog.ContentProps & { ref?: Ref<HTMLDivElement> } & { [data: `data-${string}`]: string | undefined };

export type DialogFrameProps = Omit<Dialog.RootProps, 'children'> & {
  /** The dialog's accessible name. */
  title: ReactNode;
  /** The dialog's body. */
  children: ReactNode;
  footer?: ReactNode;
  /** The × in the corner; a confirmation is answered by its own buttons instead. */
  closable?: boolean;
  contentProps?: ContentProps;
  headerProps?: Dialog.HeaderProps;
  bodyProps?: Dialog.BodyProps;
  /** Wraps everything the dialog holds (a form around its fields and its buttons). */
  wrap?: (content: ReactNode) => ReactNode;
};

const asIs = (content: ReactNode) => content;

/**
 * The one frame of every dialog: over a backdrop, titled (its accessible name), its body, its footer and
 * a labelled close button. Chakra's Dialog traps the focus, closes on Escape and gives the focus back.
 * Kept apart from the '@wellness/shared/ui' barrel, as the visitor's dialogs carry it.
 */
export function DialogFrame({ title, children, footer, closable = true, contentProps, headerProps, bodyProps, wrap = asIs, ...root }: DialogFrameProps) {
  return (
    <Dialog.Root {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            {wrap(
              <>
                <Dialog.Header {...headerProps}>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
                {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
                {closable && (
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close" />
                  </Dialog.CloseTrigger>
                )}
              </>,
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A confirmation's two answers: the one that goes ahead (green for what commits, red for what removes)
 * and the one that goes back. On a phone they are full width, going back below.
 */
export function AnswerButtons({
  backLabel = 'Cancel',
  aheadLabel,
  palette,
  busy,
  onBack,
  onAhead,
}: {
  backLabel?: string;
  aheadLabel: string;
  palette: 'red' | 'green';
  busy: boolean;
  onBack: () => void;
  onAhead: () => void;
}) {
  return (
    <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
      <Button variant="outline" size={{ base: 'lg', md: 'md' }} onClick={onBack} disabled={busy}>
        {backLabel}
      </Button>
      <Button size={{ base: 'lg', md: 'md' }} colorPalette={palette} loading={busy} onClick={onAhead}>
        {aheadLabel}
      </Button>
    </Stack>
  );
}

/** What a dialog asks, read out with its title when it opens, so the consequence is heard. */
export function DialogQuestion({ children }: { children: ReactNode }) {
  return (
    <Dialog.Description color="fg" textStyle="md">
      {children}
    </Dialog.Description>
  );
}

/**
 * The content of a dialog that fills a phone's screen: the full-screen size sets a minimum height, no
 * margin and square corners, which a responsive size does not undo on wider screens: undone here, so a
 * short dialog is short.
 */
const FULL_ON_PHONE = { minH: { md: 'auto' }, borderRadius: { md: 'l3' }, css: { '--dialog-margin': { md: 'auto' } } } as const;

/** A dialog's frame that fills a phone's screen and is `md` wide from the md breakpoint, scrolling inside. */
export const fullOnPhone = (md: 'md' | 'lg' | 'xl' = 'md') =>
  ({ size: { base: 'full', md }, placement: 'center', scrollBehavior: 'inside', contentProps: FULL_ON_PHONE }) as const;
