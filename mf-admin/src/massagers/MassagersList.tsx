import { formatDateTime, LoadingDots } from '@wellness/shared';
import { Button, Heading, HStack, Stack, Text } from '@wellness/shared/chakra';
import { ConfirmDialog } from '@wellness/shared/ui';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { FilterForm } from '../common/FilterForm';
import { ListTable, type ListTableProps } from '../common/ListTable';
import { RowActions } from '../common/RowActions';
import { AddMassagerDialog } from './AddMassagerDialog';
import { massagersChanged } from './api';
import { EditMassagerDialog } from './EditMassagerDialog';
import { lockNote, type Massager } from './massagerForms';
import { useMassagerList } from './useMassagerList';
import { WorkingTimeDialog } from './WorkingTimeDialog';

const MASSAGER_COLUMNS: ListTableProps<Massager>['columns'] = [
  { header: 'Name', cell: (massager) => massager.name },
  { header: 'Contact', cell: (massager) => massager.contact },
  { header: 'Email', cellProps: { overflowWrap: 'anywhere' }, cell: (massager) => massager.email },
  { header: 'Gender', cell: (massager) => massager.gender },
  { header: 'Address', cellProps: { minW: '48' }, cell: (massager) => massager.address },
  { header: 'Age', cell: (massager) => massager.age },
];

/** A massager row's buttons: edit, delete, hours; and, while a lock holds, what it is and Lift lock. */
function MassagerActions({
  massager,
  onEdit,
  onDelete,
  onHours,
  onLiftLock,
}: {
  massager: Massager;
  onEdit: () => void;
  onDelete: () => void;
  onHours: () => void;
  onLiftLock: () => void;
}) {
  const lock = lockNote(massager, formatDateTime);
  return (
    <Stack gap="1" align="start">
      <HStack gap="1">
        <RowActions name={massager.name} onEdit={onEdit} onDelete={onDelete} />
        <Button size="xs" variant="outline" aria-label={`Hours and time off of ${massager.name}`} onClick={onHours}>
          Hours
        </Button>
      </HStack>
      {lock && (
        <Stack gap="1" align="start" maxW="44">
          <Text fontSize="xs" color="red.700" fontWeight="medium" whiteSpace="normal">
            {lock}
          </Text>
          <Button size="xs" variant="outline" onClick={onLiftLock} aria-label={`Lift lock of ${massager.name}`}>
            Lift lock
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** Massager's List: Add Massager, filters by name and address, edit and delete. */
export function MassagersList() {
  const { massagers, applyFilters, clearFilters, liftLock, remove } = useMassagerList();
  const dispatch = useDispatch();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Massager | null>(null);
  const [deleting, setDeleting] = useState<Massager | null>(null);
  const [scheduling, setScheduling] = useState<Massager | null>(null);

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Massager&apos;s List
        </Heading>
        <Button colorPalette="green" onClick={() => setAdding(true)}>
          Add Massager
        </Button>
      </HStack>
      <FilterForm label="Filter massagers" onApply={applyFilters} onClear={clearFilters} />
      {massagers === null ? (
        <LoadingDots />
      ) : (
        <ListTable
          label="Massagers"
          namingFirst
          rows={massagers}
          rowKey={(massager) => massager.id}
          columns={MASSAGER_COLUMNS}
          actions={(massager) => (
            <MassagerActions
              massager={massager}
              onEdit={() => setEditing(massager)}
              onDelete={() => setDeleting(massager)}
              onHours={() => setScheduling(massager)}
              onLiftLock={() => void liftLock(massager)}
            />
          )}
        />
      )}
      <AddMassagerDialog open={adding} onClose={() => setAdding(false)} onAdded={() => dispatch(massagersChanged())} />
      <WorkingTimeDialog massager={scheduling} onClose={() => setScheduling(null)} />
      <EditMassagerDialog massager={editing} onClose={() => setEditing(null)} onSaved={() => dispatch(massagersChanged())} />
      <ConfirmDialog
        question={
          deleting
            ? { title: 'Delete massager', text: `Delete ${deleting.name}? Their open requests go back to unassigned.`, confirmLabel: 'Delete', palette: 'red' }
            : null
        }
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
