import { Button, DataList, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  ADMIN_CUSTOMER_PAGE_SIZE,
  ADMIN_MESSAGES,
  BREAKPOINTS,
  formatAppointment,
  formatDateTime,
  HISTORY_MESSAGES,
  LoadingDots,
  pageCount,
  PRIVACY_MESSAGES,
} from '@wellness/shared';
import { ConfirmDialog, HistoryDialog, notify, Paginator, StatusBadge } from '@wellness/shared/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FilterForm } from '../common/FilterForm';
import { noResultsMessage } from '../common/filterRules';
import { ListTable } from '../common/ListTable';
import { RowActions } from '../common/RowActions';
import { customerListing, deleteCustomer, eraseCustomer } from './api';
import { AssignDialog } from './AssignDialog';
import { assignButton, type Customer, type CustomerFilters, type CustomerListing, listingTotal, pageOf } from './customerRules';
import { EditCustomerDialog } from './EditCustomerDialog';

/** Customers List: filters, 10 a page, the massager button, edit and delete. */
export function CustomersList() {
  const [listing, setListing] = useState<CustomerListing | null>(null);
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  /** The filters of the rows shown (the typed ones take effect on Apply Filters). */
  const [applied, setApplied] = useState<CustomerFilters>({ name: '', address: '' });
  const [assigning, setAssigning] = useState<Customer | null>(null);
  const [editing, setEditing] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [erasing, setErasing] = useState<Customer | null>(null);
  const [historyOf, setHistoryOf] = useState<Customer | null>(null);
  // The row whose other answers (gender, age, preferred gender, issue, therapy) are open.
  const [expanded, setExpanded] = useState<number | null>(null);

  /** The latest load: an answer to an earlier one (pages pressed quickly) is not shown over it. */
  const latest = useRef(0);

  /** Loads the list for these filters at `wantedPage` (kept within the pages there are); null when it failed. */
  const load = useCallback(async (filters: CustomerFilters, wantedPage: number): Promise<CustomerListing | null> => {
    const ticket = ++latest.current;
    try {
      let next = await customerListing(filters, wantedPage);
      const last = Math.max(1, pageCount(listingTotal(next), ADMIN_CUSTOMER_PAGE_SIZE));
      // A page past the end (customers deleted or completed meanwhile): the last page instead.
      if (next.kind === 'server' && wantedPage > last) next = await customerListing(filters, last);
      if (ticket !== latest.current) return null;
      setListing(next);
      setPage(Math.min(wantedPage, last));
      return next;
    } catch {
      if (ticket !== latest.current) return null;
      notify('error', ADMIN_MESSAGES.fetchFailed);
      setListing((current) => current ?? { kind: 'whole', customers: [] });
      return null;
    }
  }, []);

  useEffect(() => {
    void load({ name: '', address: '' }, 1);
  }, [load]);

  /** After an assignment, edit or delete: the same filters and page, brought up to date. */
  const refresh = () => load(applied, page);

  const applyFilters = async () => {
    const wanted = { name: name.trim(), address: address.trim() };
    const found = await load(wanted, 1);
    if (!found) return;
    setApplied(wanted);
    if ((wanted.name || wanted.address) && listingTotal(found) === 0) notify('error', noResultsMessage(wanted.name, wanted.address));
  };

  const clearFilters = () => {
    setName('');
    setAddress('');
    setApplied({ name: '', address: '' });
    void load({ name: '', address: '' }, 1);
  };

  const goTo = (number: number) => {
    if (listing?.kind === 'server') void load(applied, number);
    else setPage(number);
  };

  const remove = async (customer: Customer) => {
    try {
      const data = await deleteCustomer(customer.id);
      if (data.status !== 'customer deleted') throw new Error('not deleted');
      notify('success', ADMIN_MESSAGES.customerDeleted);
      await refresh();
    } catch {
      notify('error', ADMIN_MESSAGES.customerDeleteFailed);
    }
  };

  const erase = async (customer: Customer) => {
    try {
      const data = await eraseCustomer(customer.id);
      if (data.status !== 'success') throw new Error('not erased');
      notify('success', PRIVACY_MESSAGES.erased);
      setExpanded(null);
      await refresh();
    } catch {
      notify('error', PRIVACY_MESSAGES.eraseFailed);
    }
  };

  const total = listingTotal(listing);
  const totalPages = pageCount(total, ADMIN_CUSTOMER_PAGE_SIZE);
  const shown = useMemo(() => (listing === null ? [] : listing.kind === 'server' ? listing.customers : pageOf(listing.customers, page)), [listing, page]);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Customers List
      </Heading>
      <FilterForm
        label="Filter customers"
        name={name}
        address={address}
        onName={setName}
        onAddress={setAddress}
        onApply={() => void applyFilters()}
        onClear={clearFilters}
      />
      {listing === null ? (
        <LoadingDots />
      ) : (
        // At a 1280 px desk every column that leads to an action (status, Assign, Edit, Delete) is in view:
        // contact details stack under the name, and the booking's other answers open in a row detail, so
        // that nothing of the row is lost.
        <ListTable
          label="Customers"
          regionLabel="Customers table"
          namingFirst
          rows={shown}
          rowKey={(customer) => customer.id}
          empty="No customers to show."
          tableFrom={BREAKPOINTS.xl}
          columns={[
            {
              header: 'Customer',
              cellProps: { minW: '40' },
              cell: (customer) => {
                const open = expanded === customer.id;
                return (
                  <>
                    <Text fontWeight="semibold">{customer.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {customer.contact}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                      {customer.email}
                    </Text>
                    <Button
                      size="2xs"
                      variant="plain"
                      px="0"
                      h="auto"
                      alignSelf="start"
                      color="blue.700"
                      textDecoration="underline"
                      aria-expanded={open}
                      aria-controls={detailsId(customer)}
                      onClick={() => setExpanded(open ? null : customer.id)}
                    >
                      {open ? 'Hide details' : 'Details'}
                      <VisuallyHidden> of {customer.name}</VisuallyHidden>
                    </Button>
                  </>
                );
              },
            },
            { header: 'Booked', cellProps: { minW: '24' }, cell: (customer) => formatDateTime(customer.time) },
            { header: 'Address', cellProps: { minW: '40' }, cell: (customer) => customer.address },
            { header: 'Appointment', cellProps: { minW: '24' }, cell: (customer) => formatAppointment(customer.appointment) },
            { header: 'Status', cell: (customer) => <StatusBadge status={customer.status} where="list" /> },
            { header: 'Massager', cell: (customer) => <MassagerCell customer={customer} onAssign={() => setAssigning(customer)} /> },
          ]}
          actions={(customer) => (
            <HStack gap="1">
              <Button size="xs" variant="outline" onClick={() => setHistoryOf(customer)} aria-label={`${HISTORY_MESSAGES.button} of ${customer.name}`}>
                {HISTORY_MESSAGES.button}
              </Button>
              <RowActions name={customer.name} onEdit={() => setEditing(customer)} onDelete={() => setDeleting(customer)} />
            </HStack>
          )}
          detail={(customer) =>
            expanded === customer.id ? { id: detailsId(customer), content: <CustomerDetails customer={customer} onErase={() => setErasing(customer)} /> } : null
          }
        />
      )}
      {listing?.kind === 'server' ? (
        <Paginator page={page} totalPages={totalPages} onChange={goTo} label="Customer pages" />
      ) : (
        totalPages > 1 && (
          <HStack as="nav" aria-label="Customer pages" gap="1" wrap="wrap">
            {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
              <Button
                key={number}
                size="sm"
                colorPalette="green"
                variant={number === page ? 'solid' : 'outline'}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={() => goTo(number)}
              >
                {number}
              </Button>
            ))}
          </HStack>
        )
      )}
      <AssignDialog customer={assigning} onClose={() => setAssigning(null)} onAssigned={() => void refresh()} />
      <EditCustomerDialog customer={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />
      <ConfirmDialog
        question={
          deleting
            ? {
                title: 'Delete customer',
                text: `Delete ${deleting.name} and their booking request? This cannot be undone.`,
                confirmLabel: 'Delete',
                palette: 'red',
              }
            : null
        }
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        question={erasing ? { title: PRIVACY_MESSAGES.erase, text: PRIVACY_MESSAGES.eraseConfirm(erasing.name), confirmLabel: 'Erase', palette: 'red' } : null}
        onConfirm={() => (erasing ? erase(erasing) : Promise.resolve())}
        onClose={() => setErasing(null)}
      />
      <HistoryDialog customer={historyOf} onClose={() => setHistoryOf(null)} />
    </Stack>
  );
}

const detailsId = (customer: Customer) => `customer-details-${customer.id}`;

/** The Massager column: the assign button (its label says what it does now), or a dash for a cancelled booking. */
function MassagerCell({ customer, onAssign }: { customer: Customer; onAssign: () => void }) {
  const button = assignButton(customer);
  if (!button) {
    return (
      <Text color="fg.muted">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>No massager: the booking is cancelled</VisuallyHidden>
      </Text>
    );
  }
  return (
    <>
      <Button
        size="xs"
        colorPalette="blue"
        variant={customer.massagerName ? 'outline' : 'solid'}
        disabled={button.disabled}
        onClick={onAssign}
        aria-label={`${button.label}: massager for ${customer.name}${button.rejectedBy ? ` (rejected by ${button.rejectedBy})` : ''}`}
      >
        {button.label}
      </Button>
      {button.rejectedBy && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          Rejected by {button.rejectedBy}
        </Text>
      )}
    </>
  );
}

/** The booking's other answers, opened under its row, and the erasure of the customer's personal data. */
function CustomerDetails({ customer, onErase }: { customer: Customer; onErase: () => void }) {
  return (
    <>
      <DataList.Root orientation="horizontal" size="sm" aria-label={`Details of ${customer.name}`}>
        {(
          [
            ['Reference', customer.reference],
            ['Gender', customer.gender],
            ['Age', customer.age],
            ['Preferred Gender', customer.prefgender],
            ['Issue', customer.issue],
            ['Therapy', customer.therapy],
          ] as const
        ).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value === '' || value === null || value === undefined ? '—' : String(value)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {customer.erased ? (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {PRIVACY_MESSAGES.alreadyErased}
        </Text>
      ) : (
        <Button mt="3" size="xs" variant="outline" colorPalette="red" onClick={onErase} aria-label={`${PRIVACY_MESSAGES.erase} of ${customer.name}`}>
          {PRIVACY_MESSAGES.erase}
        </Button>
      )}
    </>
  );
}
