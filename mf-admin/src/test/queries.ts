import { within } from '@testing-library/react';

/** The text of each element of `role` inside `container`, in order: a table's headers, a row's cells, a pager's buttons. */
export function textsOf(container: HTMLElement, role: string) {
  return within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
}
