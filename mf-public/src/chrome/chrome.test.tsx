import { act, fireEvent, render, screen } from '@testing-library/react';
import { closeAuthDialog, closeBooking, PRIVACY_PATH, signIn, signOut, store } from '@wellness/shared';
import { MAIN_CONTENT_ID } from '@wellness/shared/prerender';
import { Provider } from 'react-redux';
import { BookNowButton } from './BookNowButton';
import { ChromeRoot } from './ChromeRoot';
import { Header } from './Header';

function renderChrome(children: React.ReactNode) {
  return render(
    <Provider store={store}>
      <ChromeRoot>{children}</ChromeRoot>
    </Provider>,
  );
}

beforeEach(() => {
  store.dispatch(closeBooking());
  store.dispatch(closeAuthDialog());
});

describe('public navigation bar', () => {
  it('links to home, about-us, the five services, benefits, contact-us and our-certification', () => {
    renderChrome(<Header />);
    const hrefs = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
    for (const path of [
      '/',
      '/about-us',
      '/cupping-therapy-treatment',
      '/sciatica-pain-relief-massage',
      '/ayurvedic-body-massage',
      '/deep-tissue-massage',
      '/full-body-waxing',
      '/benefits',
      '/contact-us',
      '/our-certification',
    ]) {
      expect(hrefs).toContain(path);
    }
    // The privacy notice is linked from the footer and the booking form, not the navigation bar.
    expect(hrefs).not.toContain(PRIVACY_PATH);
  });

  it('asks for the booking dialog through the shared store', () => {
    renderChrome(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(store.getState().ui.bookingOpen).toBe(true);
  });

  it("its first link skips past it to the page's main content, which takes the focus", () => {
    renderChrome(
      <>
        <Header />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} />
      </>,
    );
    const skip = screen.getAllByRole('link')[0]!;
    expect(skip).toHaveAccessibleName('Skip to content');
    fireEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('Escape closes the collapsed menu and gives the focus back to its button', () => {
    renderChrome(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    screen.getByRole('button', { name: 'Log In' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('the collapsed menu closes on an outside click', () => {
    renderChrome(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeVisible();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
  });

  it('the services dropdown opens on hover and on keyboard focus', () => {
    renderChrome(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const services = screen.getByRole('button', { name: 'Services' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(services.parentElement!, { pointerType: 'mouse' });
    expect(services).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(services.parentElement!, { pointerType: 'mouse' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    act(() => services.focus());
    expect(services).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(services, { key: 'Escape' });
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Call Now as a tel: link and the four social links in a new tab, each with its tooltip', () => {
    renderChrome(<Header />);
    expect(screen.getByRole('link', { name: 'Call Now', hidden: true }).getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    for (const name of ['Facebook', 'WhatsApp', 'Instagram', 'YouTube']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)`, hidden: true });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getAllByRole('tooltip', { hidden: true }).map((tooltip) => tooltip.textContent)).toEqual(['Facebook', 'WhatsApp', 'Instagram', 'YouTube']);
  });

  it.each([
    ['admin', 'Admin Panel', '/admin-panel'],
    ['massager', 'Massager Panel', '/massager-panel'],
  ] as const)('a signed-in %s sees a link to its panel instead of Log In', async (role, label, path) => {
    signIn(role);
    try {
      renderChrome(<Header />);
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', path);
      expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    } finally {
      await act(() => signOut());
    }
  });

  it('Log In asks for the role dialog', () => {
    renderChrome(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(store.getState().ui.authDialog).toBe('role');
  });
});

describe("floating 'BOOK NOW!' button", () => {
  afterEach(() => jest.useRealTimers());

  it('pops for 300 ms, then opens the booking dialog', () => {
    jest.useFakeTimers();
    renderChrome(<BookNowButton />);
    fireEvent.click(screen.getByRole('button', { name: 'BOOK NOW!' }));
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(store.getState().ui.bookingOpen).toBe(false);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(store.getState().ui.bookingOpen).toBe(true);
  });
});
