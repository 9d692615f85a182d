import { BREAKPOINTS, formatAppointment, formatDateTime, HISTORY_MESSAGES, PRIVACY_MESSAGES } from '@wellness/shared';
import { Button, DataList, HStack, Text, VisuallyHidden } from '@wellness/shared/chakra';
import { StatusBadge } from '@wellness/shared/ui';
import { EmailText } from '../common/EmailText';
import { ListTable } from '../common/ListTable';
import { RowActions } from '../common/RowActions';
import type { CustomerDialog } from './CustomerDialogs';
import { assignButton, type Customer } from './customerRules';

/**
 * The customers of one page. At a 1280 px desk every column that leads to an action (status, Assign,
 * Edit, Delete) is in view: contact details stack under the name, and the booking's other answers open
 * in a row detail, so that nothing of the row is lost.
 */
export function CustomersTable({
  customers,
  expanded,
  onExpand,
  onOpen,
}: {
  customers: Customer[];
  /** The row whose other answers (gender, age, preferred gender, issue, therapy) are open. */
  expanded: number | null;
  onExpand: (customerId: number | null) => void;
  onOpen: (dialog: CustomerDialog, customer: Customer) => void;
}) {
  return (
    <ListTable
      label="Customers"
      namingFirst
      rows={customers}
      rowKey={(customer) => customer.id}
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
                {/* Wraps after the @ or before a dot; inside a name only when one part alone is wider than the column. */}
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  <EmailText email={customer.email} />
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
                  onClick={() => onExpand(open ? null : customer.id)}
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
        { header: 'Massager', cell: (customer) => <MassagerCell customer={customer} onAssign={() => onOpen('assign', customer)} /> },
      ]}
      actions={(customer) => (
        <HStack gap="1">
          <Button size="xs" variant="outline" onClick={() => onOpen('history', customer)} aria-label={`${HISTORY_MESSAGES.button} of ${customer.name}`}>
            {HISTORY_MESSAGES.button}
          </Button>
          <RowActions name={customer.name} onEdit={() => onOpen('edit', customer)} onDelete={() => onOpen('delete', customer)} />
        </HStack>
      )}
      detail={(customer) =>
        expanded === customer.id
          ? { id: detailsId(customer), content: <CustomerDetails customer={customer} onErase={() => onOpen('erase', customer)} /> }
          : null
      }
    />
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
