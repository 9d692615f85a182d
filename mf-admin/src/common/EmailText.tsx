import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects: after the @ and before a dot, not inside a name.
 * <wbr> marks those places without adding a character, so the address copies and reads aloud whole.
 */
export function EmailText({ email }: { email: string }) {
  return email.split(/(?<=@)|(?=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
