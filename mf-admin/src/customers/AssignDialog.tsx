import { formatAppointment } from '@wellness/shared';
import { Stack, Text } from '@wellness/shared/chakra';
import { FormDialog } from '../common/FormDialog';
import type { Customer } from './customerRules';
import { MassagerChoices } from './MassagerChoices';
import { MassagerSearchBar } from './MassagerSearchBar';
import { useAssignment } from './useAssignment';
import { useMassagerSearch } from './useMassagerSearch';
import { VisitLengthField } from './VisitLengthField';

/** Finds massagers by address and gender (the customer's area and preferred gender first) and assigns one. */
export function AssignDialog({ customer, onClose, onAssigned }: { customer: Customer | null; onClose: () => void; onAssigned: () => void }) {
  // The assignment's hook first: its effect asks for the schedule before the search's effect searches.
  const { chosen, setChosen, busy, schedule, refused, minutes, setMinutes, lengthNote, assign } = useAssignment(customer, onAssigned, onClose);
  const { address, setAddress, gender, setGender, matches, widened, search } = useMassagerSearch(customer);

  return (
    <FormDialog
      open={customer !== null}
      title={customer ? `Assign a massager to ${customer.name}` : 'Assign a massager'}
      submitLabel="Assign"
      busy={busy}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void assign();
      }}
    >
      <Stack gap="4">
        {/* The visitor's preferred visit, so that the admin picks someone free then. */}
        {customer?.appointment ? (
          <Text>
            Preferred visit:{' '}
            <Text as="span" fontWeight="semibold">
              {formatAppointment(customer.appointment)}
            </Text>
          </Text>
        ) : null}
        <VisitLengthField value={minutes} onChange={setMinutes} />
        {lengthNote && (
          <Text fontSize="sm" color="fg.muted">
            {lengthNote}
          </Text>
        )}
        <MassagerSearchBar address={address} gender={gender} onAddress={setAddress} onGender={setGender} onSearch={(filters) => void search(filters)} />
        {widened && (
          <Text role="status" fontSize="sm" color="fg.muted">
            {widened}
          </Text>
        )}
        <MassagerChoices matches={matches} schedule={schedule} refused={refused} chosen={chosen} onChoose={setChosen} />
      </Stack>
    </FormDialog>
  );
}
