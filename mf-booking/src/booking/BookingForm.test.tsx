import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES, store } from '@wellness/shared';
import { api } from '@wellness/shared/client';
import { BookingProviders } from './BookingProviders';
import { Provider } from 'react-redux';
import { BookingForm } from './BookingForm';

const M = VALIDATION_MESSAGES.booking;

it('Submit is blocked while a rule fails, yet a press sends nothing and shows every failing rule at once', async () => {
  const post = jest.spyOn(api, 'post');
  render(
    <Provider store={store}>
      <BookingProviders>
        <BookingForm />
      </BookingProviders>
    </Provider>,
  );
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
  expect(submit).not.toBeDisabled();
  expect(screen.queryByText(M.genderRequired)).toBeNull();

  await userEvent.click(submit);
  for (const message of [M.nameRequired, M.contactRequired, M.emailRequired, M.ageRequired, M.addressRequired, M.genderRequired, M.preferGenderRequired]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(post).not.toHaveBeenCalled();
});
