import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ADMIN_REPORTS, EXTRA_VALIDATION_MESSAGES } from '@wellness/shared';
import { api } from '@wellness/shared/client';
import { AppProviders } from '@wellness/shared/ui';
import { AdminReport } from './AdminReport';

const calls: unknown[] = [];
beforeAll(() => {
  api.defaults.adapter = async (config) => {
    calls.push(config.data ? JSON.parse(config.data) : undefined);
    return { data: { status: 'success', data: [], totalRecords: 0 }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

it('a start date after the end date is refused in words, before any request', async () => {
  render(
    <AppProviders>
      <AdminReport report={ADMIN_REPORTS[0]} />
    </AppProviders>,
  );
  // The report loads this month once on entry.
  await waitFor(() => expect(calls).toHaveLength(1));
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-20' } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit Dates' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(EXTRA_VALIDATION_MESSAGES.dateRangeInvalid);
  expect(calls).toHaveLength(1);

  // Put right, the dates are sent and the message goes.
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit Dates' }));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1]).toMatchObject({ start_date: '2026-11-20', end_date: '2026-11-30' });
  expect(screen.queryByText(EXTRA_VALIDATION_MESSAGES.dateRangeInvalid)).toBeNull();
});
