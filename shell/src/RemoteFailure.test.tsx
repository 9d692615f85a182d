import { act, fireEvent, screen, within } from '@testing-library/react';
import { openBooking, REMOTE_MESSAGES, store } from '@wellness/shared';
import { failing, loadRemote } from '../test/federation-runtime-stub';
import { renderLayoutAt } from './test/renderLayout';

afterEach(() => {
  failing.clear();
  jest.useRealTimers();
});

// A fresh module registry: no remote has been loaded yet in this file.
describe('a remote that cannot be loaded', () => {
  it('says so where the page would be, with Try again, and leaves out the chrome; Try again loads it', async () => {
    failing.add('mf_public/app');
    failing.add('mf_public/header');
    renderLayoutAt('/benefits');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: REMOTE_MESSAGES.unavailableTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops! Something went wrong' })).toBeNull();
    expect(document.querySelector('[data-remote-module="mf_public/header"]')).toBeNull();
    failing.delete('mf_public/app');
    fireEvent.click(within(alert).getByRole('button', { name: REMOTE_MESSAGES.tryAgain }));
    expect(await screen.findByText('remote mf_public/app')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a dialog's remote: a waiting dialog at once, then its failure inside a dialog with Try again and Close", async () => {
    failing.add('mf_booking/dialog');
    renderLayoutAt('/');
    act(() => {
      store.dispatch(openBooking());
    });
    expect(screen.getByRole('dialog', { name: REMOTE_MESSAGES.loading })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: REMOTE_MESSAGES.unavailableTitle });
    expect(within(dialog).getByRole('button', { name: REMOTE_MESSAGES.tryAgain })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: REMOTE_MESSAGES.close }));
    expect(store.getState().ui.bookingOpen).toBe(false);
    expect(screen.queryByRole('dialog', { name: REMOTE_MESSAGES.unavailableTitle })).toBeNull();
  });
});

describe('a remote that does not answer', () => {
  it('after 8 s says it is taking long, with Try again; when it arrives it replaces the message', async () => {
    jest.useFakeTimers();
    let arrive: (value: unknown) => void = () => undefined;
    const original = loadRemote.getMockImplementation()!;
    loadRemote.mockImplementation(async (id: string) => {
      if (id !== 'mf_booking/page') return original(id);
      await new Promise((resolve) => {
        arrive = resolve;
      });
      return original(id);
    });
    try {
      renderLayoutAt('/customerRegistration');
      await act(async () => {
        jest.advanceTimersByTime(7_900);
      });
      expect(screen.queryByRole('heading', { name: REMOTE_MESSAGES.slowTitle })).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: REMOTE_MESSAGES.slowTitle })).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: REMOTE_MESSAGES.tryAgain })).toBeInTheDocument();
      await act(async () => {
        arrive(undefined);
      });
      expect(screen.queryByRole('heading', { name: REMOTE_MESSAGES.slowTitle })).toBeNull();
    } finally {
      loadRemote.mockImplementation(original);
    }
  });
});
