import { Box, Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { ADMIN_CUSTOMER_PAGE_SIZE, ADMIN_MESSAGES, LoadingDots, formatDateTime, pageCount } from '@wellness/shared';
import { api } from '@wellness/shared/client';
import { StatusBadge, notify } from '@wellness/shared/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FilterForm } from '../common/FilterForm';
import { RowActions } from '../common/RowActions';
import { AssignDialog } from './AssignDialog';
import { assignButton, intersectById, noResultsMessage, pageOf, visibleCustomers, type Customer } from './customerRules';
import { EditCustomerDialog } from './EditCustomerDialog';

/** Customers List: filters, 10 a page, the massager button, edit and delete. */
export function CustomersList() {
  const [customers, setCustomers] = useState<Customer[] | null>(null);
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [assigning, setAssigning] = useState<Customer | null>(null);
  const [editing, setEditing] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);

  const loadAll = useCallback(async () => {
    try {
      const { data } = await api.get<{ data?: unknown }>('/cust_mas_requests_view.php');
      setCustomers(visibleCustomers(data.data));
    } catch {
      notify('error', ADMIN_MESSAGES.fetchFailed);
      setCustomers([]);
    }
  }, []);

  useEffect(() => {
    void loadAll();
  }, [loadAll]);

  const applyFilters = async () => {
    const wantedName = name.trim();
    const wantedAddress = address.trim();
    if (!wantedName && !wantedAddress) return loadAll();
    try {
      const byName = wantedName ? api.post<{ data?: unknown }>('/cust_name_filter.php', { name: wantedName }) : null;
      const byAddress = wantedAddress ? api.post<{ data?: unknown }>('/cust_add_filter.php', { address: wantedAddress }) : null;
      const [named, placed] = await Promise.all([byName, byAddress]);
      const found =
        named && placed
          ? intersectById(visibleCustomers(named.data.data), visibleCustomers(placed.data.data))
          : visibleCustomers((named ?? placed)!.data.data);
      setPage(1);
      setCustomers(found);
      if (found.length === 0) notify('error', noResultsMessage(wantedName, wantedAddress));
    } catch {
      notify('error', ADMIN_MESSAGES.fetchFailed);
    }
  };

  const clearFilters = () => {
    setName('');
    setAddress('');
    setPage(1);
    void loadAll();
  };

  const remove = async (customer: Customer) => {
    try {
      const { data } = await api.post<{ status?: string }>('/delete_customer.php', { customer_id: customer.id });
      if (data.status !== 'customer deleted') throw new Error('not deleted');
      notify('success', ADMIN_MESSAGES.customerDeleted);
      await loadAll();
    } catch {
      notify('error', ADMIN_MESSAGES.customerDeleteFailed);
    }
  };

  const totalPages = pageCount(customers?.length ?? 0, ADMIN_CUSTOMER_PAGE_SIZE);
  const shown = useMemo(() => pageOf(customers ?? [], page), [customers, page]);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Customers List
      </Heading>
      <FilterForm label="Filter customers" name={name} address={address} onName={setName} onAddress={setAddress} onApply={() => void applyFilters()} onClear={clearFilters} />
      {customers === null ? (
        <LoadingDots />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="white">
          <Table.Root size="sm" striped aria-label="Customers">
            <Table.Header>
              <Table.Row>
                {['Booked', 'Name', 'Contact', 'Email', 'Address', 'Gender', 'Age', 'Preferred Gender', 'Issue', 'Therapy', 'Appointment', 'Status', 'Massager', 'Actions'].map((header) => (
                  <Table.ColumnHeader key={header} whiteSpace="nowrap">
                    {header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((customer) => {
                const button = assignButton(customer);
                return (
                  <Table.Row key={customer.id}>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(customer.time)}</Table.Cell>
                    <Table.Cell>{customer.name}</Table.Cell>
                    <Table.Cell>{customer.contact}</Table.Cell>
                    <Table.Cell>{customer.email}</Table.Cell>
                    <Table.Cell minW="48">{customer.address}</Table.Cell>
                    <Table.Cell>{customer.gender}</Table.Cell>
                    <Table.Cell>{customer.age}</Table.Cell>
                    <Table.Cell>{customer.prefgender}</Table.Cell>
                    <Table.Cell>{customer.issue}</Table.Cell>
                    <Table.Cell>{customer.therapy}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{customer.appointment}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={customer.status} where="list" />
                    </Table.Cell>
                    <Table.Cell>
                      <Button size="xs" colorPalette="blue" variant={customer.massagerName ? 'outline' : 'solid'} disabled={button.disabled} onClick={() => setAssigning(customer)} aria-label={`${button.label}: massager for ${customer.name}`}>
                        {button.label}
                      </Button>
                    </Table.Cell>
                    <Table.Cell>
                      <RowActions name={customer.name} onEdit={() => setEditing(customer)} onDelete={() => setDeleting(customer)} />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
          {customers.length === 0 && (
            <Box p="4">
              <Text color="fg.muted">No customers to show.</Text>
            </Box>
          )}
        </Table.ScrollArea>
      )}
      {totalPages > 1 && (
        <HStack as="nav" aria-label="Customer pages" gap="1" wrap="wrap">
          {Array.from({ length: totalPages }, (_, index) => index + 1).map((number) => (
            <Button key={number} size="sm" colorPalette="green" variant={number === page ? 'solid' : 'outline'} aria-current={number === page ? 'page' : undefined} aria-label={`Page ${number}`} onClick={() => setPage(number)}>
              {number}
            </Button>
          ))}
        </HStack>
      )}
      <AssignDialog customer={assigning} onClose={() => setAssigning(null)} onAssigned={() => void loadAll()} />
      <EditCustomerDialog customer={editing} onClose={() => setEditing(null)} onSaved={() => void loadAll()} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete customer"
        text={deleting ? `Delete ${deleting.name} and their booking request? This cannot be undone.` : ''}
        confirmLabel="Delete"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
