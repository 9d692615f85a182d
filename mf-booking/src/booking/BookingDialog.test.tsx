import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openBooking, store } from '@wellness/shared';
import { act } from 'react';
import { renderInBooking } from '../test/renderBooking';
import { BookingDialog } from './BookingDialog';

const renderDialog = () => renderInBooking(<BookingDialog />);

it('opens when any remote asks through the store, and its close button closes it', async () => {
  renderDialog();
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => {
    store.dispatch(openBooking());
  });
  expect(await screen.findByRole('dialog', { name: 'Book Now' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(store.getState().ui.bookingOpen).toBe(false));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('keeps what was typed when Escape closes it, for the next opening', async () => {
  const user = userEvent.setup();
  renderDialog();
  act(() => {
    store.dispatch(openBooking());
  });
  const dialog = await screen.findByRole('dialog', { name: 'Book Now' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Asha');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  act(() => {
    store.dispatch(openBooking());
  });
  const again = await screen.findByRole('dialog', { name: 'Book Now' });
  expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
});
