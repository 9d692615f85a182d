import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { closeBooking, openBooking, OPENS_BOOKING_ATTRIBUTE, REMOTE_MESSAGES, signOut, store } from '@wellness/shared';
import { loadRemote } from '../test/federation-runtime-stub';
import { loadParcelConfig, REMOTE_MODULES } from './federation';
import { renderLayoutAt } from './test/renderLayout';

// A file of its own: the shell keeps loaded remote code for the page's life, and these tests start
// with the booking dialog's code not loaded.
const bookingDialogLoads = () => loadRemote.mock.calls.filter(([id]) => id === 'mf_booking/dialog').length;

beforeEach(async () => {
  await signOut();
  act(() => {
    store.dispatch(closeBooking());
  });
});

describe('a press on Book Now', () => {
  it("runs the booking dialog's code at once, and the dialog then mounts in its first render", async () => {
    renderAt('/about-us');
    await screen.findByText('remote mf_public/app');
    expect(bookingDialogLoads()).toBe(0);
    const bookNow = document.createElement('button');
    bookNow.setAttribute(OPENS_BOOKING_ATTRIBUTE, '');
    bookNow.innerHTML = '<span>BOOK NOW!</span>';
    document.body.append(bookNow);
    try {
      // The press, on the button's label: before the click, and before the floating button's pop ends.
      fireEvent.pointerDown(bookNow.firstChild as Element);
      await waitFor(() => expect(bookingDialogLoads()).toBe(1));
      // The load the press began (the same one: a second request is answered from it).
      await act(() => loadParcelConfig(REMOTE_MODULES.bookingDialog));
      act(() => {
        store.dispatch(openBooking());
      });
      // No waiting dialog first: its code is there.
      expect(screen.queryByText(REMOTE_MESSAGES.loading)).toBeNull();
      expect(await screen.findByText('remote mf_booking/dialog')).toBeInTheDocument();
      expect(bookingDialogLoads()).toBe(1);
    } finally {
      bookNow.remove();
    }
  });

  it('on another control, or a key other than Enter or Space, loads nothing', async () => {
    const before = bookingDialogLoads();
    renderAt('/about-us');
    await screen.findByText('remote mf_public/app');
    const other = document.createElement('button');
    const bookNow = document.createElement('button');
    bookNow.setAttribute(OPENS_BOOKING_ATTRIBUTE, '');
    document.body.append(other, bookNow);
    try {
      fireEvent.pointerDown(other);
      fireEvent.keyDown(bookNow, { key: 'Tab' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(bookingDialogLoads()).toBe(before);
    } finally {
      other.remove();
      bookNow.remove();
    }
  });
});

function renderAt(path: string) {
  return renderLayoutAt(path);
}
