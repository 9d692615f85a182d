import { Link } from '@wellness/shared/chakra';
import type { ReactNode } from 'react';
import { SubmitButton } from './SubmitButton';

/** A sign-in form's submit button, and beneath it the link to the other form (the reset, or back to the login). */
export function FormActions({ submitting, children, linkLabel, onLink }: { submitting: boolean; children: ReactNode; linkLabel: string; onLink: () => void }) {
  return (
    <>
      <SubmitButton submitting={submitting}>{children}</SubmitButton>
      {/* A plain button that keeps focus where it is: leaving an empty field would show its message,
          move this link down and lose the click. */}
      <Link as="button" type="button" alignSelf="center" color="brand.700" onMouseDown={(event) => event.preventDefault()} onClick={onLink}>
        {linkLabel}
      </Link>
    </>
  );
}
