import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION, PRIVACY_PATH, VALIDATION_MESSAGES } from '@wellness/shared';
import { api, ENDPOINTS } from '@wellness/shared/client';
import { PRERENDERED_DIALOG_ATTRIBUTE } from '@wellness/shared/prerender';
import { act } from 'react';
import { renderInBooking } from '../test/renderBooking';
import { BookingForm } from './BookingForm';

// Typing a whole booking key by key in jsdom takes several seconds on a shared 2-core machine.
jest.setTimeout(30_000);

const M = VALIDATION_MESSAGES.booking;

const renderForm = () => renderInBooking(<BookingForm />);

/** Every required field but the consent box. */
async function fillValidBooking(user: ReturnType<typeof userEvent.setup>) {
  const typed = { Name: 'Asha Kulkarni', Contact: '9876543210', Email: 'asha@example.com', Age: '34', Address: '12 Karve Road', 'Pin Code': '411038' };
  for (const [label, value] of Object.entries(typed)) fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  await user.selectOptions(document.querySelector<HTMLSelectElement>('select[name="area"]')!, 'Kothrud');
  await user.click(within(screen.getByRole('radiogroup', { name: 'Gender' })).getByText('Female'));
  await user.click(within(screen.getByRole('radiogroup', { name: 'Preferred Gender' })).getByText('Female'));
}

const consentBox = () => screen.getByRole('checkbox', { name: PRIVACY_MESSAGES.consentLabel });

afterEach(() => jest.restoreAllMocks());

it('Submit is blocked while a rule fails, yet a press sends nothing and shows every failing rule at once', async () => {
  const post = jest.spyOn(api, 'post');
  renderForm();
  const submit = screen.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
  expect(submit).not.toBeDisabled();
  expect(screen.queryByText(M.genderRequired)).toBeNull();

  await userEvent.click(submit);
  for (const message of [
    M.nameRequired,
    M.contactRequired,
    M.emailRequired,
    M.ageRequired,
    M.addressRequired,
    M.genderRequired,
    M.preferGenderRequired,
    PRIVACY_MESSAGES.consentRequired,
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(post).not.toHaveBeenCalled();
});

describe('consent to the privacy notice', () => {
  it('shows the short notice with a link to the privacy notice in a new tab, and a required, labelled box', () => {
    renderForm();
    expect(screen.getByText(PRIVACY_MESSAGES.notice, { exact: false })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: `${PRIVACY_MESSAGES.noticeLink} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', PRIVACY_PATH);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(consentBox()).not.toBeChecked();
    expect(consentBox()).toBeRequired();
  });

  it(`a booking sent unticked says "${PRIVACY_MESSAGES.consentRequired}" under the box and posts nothing`, async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post');
    renderForm();
    await fillValidBooking(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveAccessibleErrorMessage(PRIVACY_MESSAGES.consentRequired);
    // The other rules are met: the consent is the only message.
    expect(screen.queryByText(M.nameRequired)).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('a booking sent ticked carries the version of the notice agreed to', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { status: 'success', reference: 'KW-ABCDEFG' } });
    renderForm();
    await fillValidBooking(user);
    await user.click(consentBox());
    expect(consentBox()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      ENDPOINTS.addCustomer.path,
      expect.objectContaining({ name: 'Asha Kulkarni', address: '12 Karve Road, Kothrud, 411038', consent: PRIVACY_NOTICE_VERSION }),
    );
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(screen.queryByText(PRIVACY_MESSAGES.consentRequired)).toBeNull();
    // The form starts again, the box unticked.
    expect(consentBox()).not.toBeChecked();
  });

  it('unticking the box again shows its message at once', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(consentBox());
    expect(consentBox()).toBeChecked();
    expect(screen.queryByText(PRIVACY_MESSAGES.consentRequired)).toBeNull();
    await user.click(consentBox());
    expect(consentBox()).not.toBeChecked();
    expect(await screen.findByText(PRIVACY_MESSAGES.consentRequired)).toBeInTheDocument();
  });

  it('a box ticked on the pre-rendered copy of the dialog stays ticked in the live form', async () => {
    // The copy, as shared/src/prerender.ts leaves it while the live form loads.
    const copy = document.createElement('div');
    copy.setAttribute(PRERENDERED_DIALOG_ATTRIBUTE, '');
    copy.innerHTML = '<form><input name="name" value="Asha"><label><input type="checkbox" name="consent" checked></label></form>';
    document.body.append(copy);
    renderForm();
    await waitFor(() => expect(consentBox()).toBeChecked());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha');
    expect(document.querySelector(`[${PRERENDERED_DIALOG_ATTRIBUTE}]`)).toBeNull();
  });
});

describe('typed as people write them', () => {
  it('a contact number typed as +91 98765 43210 or 09876543210 is kept and sent as 9876543210', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { status: 'success', reference: 'KW-ABCDEFG' } });
    renderForm();
    await fillValidBooking(user);
    const contact = screen.getByRole('textbox', { name: 'Contact' });
    await user.clear(contact);
    await user.type(contact, '09876543210');
    await user.tab();
    expect(contact).toHaveValue('9876543210');
    await user.clear(contact);
    await user.type(contact, '+91 98765 43210');
    expect(contact).toHaveValue('+919876543210');
    await user.click(consentBox());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(ENDPOINTS.addCustomer.path, expect.objectContaining({ contact: '9876543210' }));
  });

  it('a name in Marathi is kept; a refused character is named under the field as it is refused', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'आशा कुलकर्णी');
    expect(name).toHaveValue('आशा कुलकर्णी');
    expect(screen.queryByText(M.nameChars, { exact: false })).toBeNull();
    await user.clear(name);
    await user.type(name, 'Dr. R');
    expect(name).toHaveValue('Dr R');
    expect(name).toHaveAccessibleDescription(BOOKING_MESSAGES.nameRefused('.'));
    expect(BOOKING_MESSAGES.nameRefused('.')).toMatch(/^Characters only\. /);
  });
});

describe('focus', () => {
  it('after a Submit that a rule refused, the focus is on the first field in error', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Contact' })).toHaveFocus());
  });
});

describe('the booking reference', () => {
  it('stays beside Submit, on one line, until the visitor closes it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      jest.spyOn(api, 'post').mockResolvedValue({ data: { status: 'success', reference: 'KW-ABCDEFG' } });
      renderForm();
      await fillValidBooking(user);
      await user.click(consentBox());
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.queryByText('Registration successful!')).toBeNull();
      const reference = screen.getByText('KW-ABCDEFG');
      expect(reference).toHaveStyle({ whiteSpace: 'nowrap' });
      expect(reference.closest('[role="status"]')).toHaveTextContent(BOOKING_MESSAGES.reference('KW-ABCDEFG'));
      await user.click(screen.getByRole('button', { name: 'Close the booking reference' }));
      expect(screen.queryByText('KW-ABCDEFG')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
