import { LoadingDots } from '@wellness/shared';
import { Heading, Stack } from '@wellness/shared/chakra';
import { useState } from 'react';
import { FilterForm } from '../common/FilterForm';
import { CustomerDialogs, type OpenDialog } from './CustomerDialogs';
import { CustomerPages } from './CustomerPages';
import { CustomersTable } from './CustomersTable';
import { useCustomerListing } from './useCustomerListing';

/** Customers List: filters, 10 a page, the massager button, edit and delete. */
export function CustomersList() {
  const { listing, shown, page, totalPages, goTo, applyFilters, clearFilters } = useCustomerListing();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [expanded, setExpanded] = useState<number | null>(null);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Customers List
      </Heading>
      <FilterForm label="Filter customers" onApply={applyFilters} onClear={clearFilters} />
      {listing === null ? (
        <LoadingDots />
      ) : (
        <CustomersTable customers={shown} expanded={expanded} onExpand={setExpanded} onOpen={(dialog, customer) => setOpen({ dialog, customer })} />
      )}
      <CustomerPages serverPaged={listing?.kind === 'server'} page={page} totalPages={totalPages} onChange={goTo} />
      <CustomerDialogs open={open} onClose={() => setOpen(null)} onErased={() => setExpanded(null)} />
    </Stack>
  );
}
