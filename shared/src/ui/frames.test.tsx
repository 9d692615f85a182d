import { NativeSelect } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProviders } from './AppProviders';
import { AnswerButtons, DialogFrame, DialogQuestion } from './dialog';
import { LabelledField, TextField } from './field';

const inProviders = (ui: React.ReactNode) => render(<AppProviders>{ui}</AppProviders>);

describe('the labelled field', () => {
  it('ties its label to the input, marks a required field and says nothing while there is no message', () => {
    inProviders(<TextField label="Email" name="email" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    // The '*' is for the eye only: the field's name stays "Email".
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a message marks the input invalid and is its error message', () => {
    inProviders(<TextField label="Email" name="email" error="Email is required" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('a note describes the input and is read out as it changes; the sign-in forms leave out the mark', () => {
    inProviders(<TextField label="Code" requiredMark={false} note="3 tries left" name="otp" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('3 tries left');
    expect(screen.getByText('3 tries left')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('invalid without a message of its own: one message for a pair of dates is shown elsewhere', () => {
    inProviders(<TextField label="Start date" type="date" invalid defaultValue="" />);
    expect(screen.getByLabelText(/^Start date/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('labels any control it holds, a list of choices included', () => {
    inProviders(
      <LabelledField label="Gender" required error="Gender is required">
        <NativeSelect.Root>
          <NativeSelect.Field name="gender" defaultValue="">
            <option value="">Choose</option>
            <option value="Female">Female</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </LabelledField>,
    );
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
  });
});

function Asking({ onErase }: { onErase: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <DialogFrame
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      role="alertdialog"
      title="Erase personal data"
      closable={false}
      footer={<AnswerButtons aheadLabel="Erase" palette="red" busy={false} onBack={() => setOpen(false)} onAhead={onErase} />}
    >
      <DialogQuestion>Erase the personal data of booking KW-ABCDEFG?</DialogQuestion>
    </DialogFrame>
  );
}

describe('the dialog frame', () => {
  it('is named by its title and closed by its labelled ×', async () => {
    const user = userEvent.setup();
    function Open() {
      const [open, setOpen] = useState(true);
      return (
        <DialogFrame open={open} onOpenChange={(details) => setOpen(details.open)} title="Notifications">
          <p>Nothing new.</p>
        </DialogFrame>
      );
    }
    inProviders(<Open />);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(dialog).toHaveTextContent('Nothing new.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('a confirmation is described by its question and answered by its own two buttons, without a ×', async () => {
    const user = userEvent.setup();
    const onErase = jest.fn();
    inProviders(<Asking onErase={onErase} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Erase personal data' });
    expect(dialog).toHaveAccessibleDescription('Erase the personal data of booking KW-ABCDEFG?');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Erase' }));
    expect(onErase).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
