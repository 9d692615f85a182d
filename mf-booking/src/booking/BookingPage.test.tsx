import { render, screen } from '@testing-library/react';
import { store } from '@wellness/shared';
import { Provider } from 'react-redux';
import { BookingPage } from './BookingPage';
import { BookingProviders } from './BookingProviders';

it('/customerRegistration has a tab title of its own', () => {
  document.title = 'Kothrud Wellness Spa | Massage, Ayurvedic therapy and home visits in Kothrud, Pune';
  render(
    <Provider store={store}>
      <BookingProviders>
        <BookingPage />
      </BookingProviders>
    </Provider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Book a home visit' })).toBeInTheDocument();
  expect(document.title).toBe('Book a home visit | Kothrud Wellness Spa');
});
