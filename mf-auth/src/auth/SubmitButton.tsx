import { AUTH_MESSAGES } from '@wellness/shared';
import { Button } from '@wellness/shared/chakra';
import type { ReactNode } from 'react';

/**
 * A form's submit button, 'Loading...' while the request is in flight. aria-disabled then, not
 * disabled: a disabled button drops the focus to the page (a wrong password would send a keyboard user
 * back to the top); a second press is ignored.
 */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <Button type="submit" colorPalette="green" aria-disabled={submitting || undefined} onClick={(event) => submitting && event.preventDefault()}>
      {submitting ? AUTH_MESSAGES.loading : children}
    </Button>
  );
}
