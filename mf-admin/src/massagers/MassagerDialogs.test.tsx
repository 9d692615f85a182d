import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_STRENGTH_MESSAGES, SERVER_MESSAGES } from '@wellness/shared';
import { api } from '@wellness/shared/client';
import { AppProviders } from '@wellness/shared/ui';
import { AddMassagerDialog } from './AddMassagerDialog';
import { EditMassagerDialog } from './EditMassagerDialog';

const sent: Array<Record<string, unknown>> = [];
let answer: Record<string, unknown> = { status: 'success' };
beforeAll(() => {
  api.defaults.adapter = async (config) => {
    sent.push(JSON.parse(config.data) as Record<string, unknown>);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
});
beforeEach(() => {
  sent.length = 0;
});

const ravi = {
  id: 3,
  m_id: 3,
  name: 'Ravi Patil',
  contact: '9876543210',
  email: 'ravi@example.com',
  gender: 'Male',
  address: 'Kothrud, Pune',
  age: 34,
  username: 'ravi',
  status: 'Pending',
  resetLockedUntil: null,
  loginWaitUntil: null,
};

function renderAddMassager() {
  render(
    <AppProviders>
      <AddMassagerDialog open onClose={() => undefined} onAdded={() => undefined} />
    </AppProviders>,
  );
}

/** Add Massager with every text field filled in for Ravi, `password` as his password; Gender is left to the test. */
async function openAddMassagerFilled(password: string) {
  renderAddMassager();
  const typed = { Name: 'Ravi Patil', Contact: '9876543210', Email: 'ravi@example.com', Username: 'ravi', Password: password, Age: '34', Address: 'Kothrud' };
  for (const [label, value] of Object.entries(typed)) fireEvent.change(await screen.findByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

it('Edit massager offers Gender, shows the current one and saves a change', async () => {
  answer = { status: 'success' };
  render(
    <AppProviders>
      <EditMassagerDialog massager={ravi} onClose={() => undefined} onSaved={() => undefined} />
    </AppProviders>,
  );
  const gender = await screen.findByRole('combobox', { name: 'Gender' });
  expect(gender).toHaveValue('Male');
  await userEvent.selectOptions(gender, 'Female');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ m_id: 3, gender: 'Female' });
});

it('Add Massager: a taken e-mail goes on being named under the field until it is changed', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    answer = { status: 'error', message: SERVER_MESSAGES.emailTaken };
    await openAddMassagerFilled('tamarind monsoon ghat 42');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Male');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage(SERVER_MESSAGES.emailTaken));
    // The spec's 2 s for the server's message go by; the field still says why.
    jest.advanceTimersByTime(5000);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(email).toHaveAccessibleErrorMessage(SERVER_MESSAGES.emailTaken);
    fireEvent.change(email, { target: { value: 'ravi.p@example.com' } });
    await waitFor(() => expect(email).not.toHaveAccessibleErrorMessage(SERVER_MESSAGES.emailTaken));
  } finally {
    jest.useRealTimers();
  }
  // The password checker's word lists load on the first password typed: seconds in jsdom on a busy machine.
}, 30_000);

it('Add Massager: a guessable password is refused before anything is sent, and the meter says why', async () => {
  answer = { status: 'success' };
  await openAddMassagerFilled('Ravi@1234');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Male');
  const meter = await screen.findByRole('meter', { name: PASSWORD_STRENGTH_MESSAGES.label }, { timeout: 20_000 });
  expect(PASSWORD_STRENGTH_MESSAGES.levels.slice(0, 3)).toContain(meter.getAttribute('aria-valuetext'));
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  const password = screen.getByLabelText(/^Password\b(?! strength)/);
  await waitFor(() => expect(password).toHaveAccessibleErrorMessage(PASSWORD_STRENGTH_MESSAGES.tooWeak));
  expect(sent).toHaveLength(0);
  fireEvent.change(password, { target: { value: 'tamarind monsoon ghat 42' } });
  await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/strong/i)));
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(sent).toHaveLength(1));
}, 30_000);

it('the Name field says why it leaves out a character, and takes a name in Devanagari', async () => {
  renderAddMassager();
  const name = await screen.findByLabelText(/^Name/);
  fireEvent.change(name, { target: { value: 'Dr. R. K. Joshi' } });
  expect(name).toHaveValue('Dr R K Joshi');
  expect(screen.getByText('A name takes letters (of any language) and spaces, so “.” was left out.')).toBeInTheDocument();
  fireEvent.change(name, { target: { value: 'आशा कुलकर्णी' } });
  expect(name).toHaveValue('आशा कुलकर्णी');
  fireEvent.change(name, { target: { value: '' } });
  expect(screen.queryByText(/was left out/)).toBeNull();
});
