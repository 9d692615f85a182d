import { ADMIN_MESSAGES, formatDateTime, LoadingDots, SERVER_MESSAGES } from '@wellness/shared';
import { Button, Heading, HStack, Stack, Text } from '@wellness/shared/chakra';
import { ConfirmDialog, notify } from '@wellness/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { FilterForm, type ListFilters } from '../common/FilterForm';
import { intersectById, noResultsMessage } from '../common/filterRules';
import { ListTable, type ListTableProps } from '../common/ListTable';
import { RowActions } from '../common/RowActions';
import { AddMassagerDialog } from './AddMassagerDialog';
import { deleteMassager, liftMassagerLock, massagerList, massagersAt, massagersNamed } from './api';
import { EditMassagerDialog } from './EditMassagerDialog';
import { lockNote, type Massager } from './massagerForms';
import { WorkingTimeDialog } from './WorkingTimeDialog';

/** The massagers shown (all, or those the filters find), and the changes made from their rows. */
function useMassagerList() {
  const [massagers, setMassagers] = useState<Massager[] | null>(null);

  const loadAll = useCallback(async () => {
    try {
      setMassagers((await massagerList()).data);
    } catch {
      notify('error', ADMIN_MESSAGES.fetchFailed);
      setMassagers([]);
    }
  }, []);

  useEffect(() => {
    void loadAll();
  }, [loadAll]);

  const applyFilters = async ({ name, address }: ListFilters) => {
    if (!name && !address) return loadAll();
    try {
      const [named, placed] = await Promise.all([name ? massagersNamed(name) : null, address ? massagersAt(address) : null]);
      const found = named && placed ? intersectById(named, placed) : (named ?? placed ?? []);
      setMassagers(found);
      if (found.length === 0) notify('error', noResultsMessage(name, address));
    } catch {
      notify('error', ADMIN_MESSAGES.fetchFailed);
    }
  };

  const liftLock = async (massager: Massager) => {
    try {
      const data = await liftMassagerLock(massager.id);
      if (data.status !== 'success') throw new Error('not lifted');
      notify('success', data.message ?? SERVER_MESSAGES.accountUnlocked);
      await loadAll();
    } catch {
      notify('error', ADMIN_MESSAGES.fetchFailed);
    }
  };

  const remove = async (massager: Massager) => {
    try {
      const data = await deleteMassager(massager.id);
      if (data.status !== 'massager deleted') throw new Error('not deleted');
      notify('success', ADMIN_MESSAGES.massagerDeleted);
      await loadAll();
    } catch {
      notify('error', ADMIN_MESSAGES.massagerDeleteFailed);
    }
  };

  return { massagers, loadAll, applyFilters, liftLock, remove };
}

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
  const { massagers, loadAll, applyFilters, liftLock, remove } = useMassagerList();
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
      <FilterForm label="Filter massagers" onApply={(filters) => void applyFilters(filters)} onClear={() => void loadAll()} />
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
      <AddMassagerDialog open={adding} onClose={() => setAdding(false)} onAdded={() => void loadAll()} />
      <WorkingTimeDialog massager={scheduling} onClose={() => setScheduling(null)} />
      <EditMassagerDialog massager={editing} onClose={() => setEditing(null)} onSaved={() => void loadAll()} />
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
