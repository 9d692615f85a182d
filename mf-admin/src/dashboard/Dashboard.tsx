import { ADMIN_MESSAGES, ADMIN_PANEL_PATH, ADMIN_ROUTES, LoadingDots } from '@wellness/shared';
import { Heading } from '@wellness/shared/chakra';
import type { AdminCounts } from '@wellness/shared/client';
import { type CountCard, CountCards, notify } from '@wellness/shared/ui';
import { useEffect, useState } from 'react';
import { adminCounts } from './api';

type Counts = AdminCounts;

const CARDS: ReadonlyArray<CountCard<keyof Counts>> = [
  { key: 'totalCustomerCount', label: 'Total Customers', to: `${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.customers}`, hint: 'Open customer list' },
  { key: 'totalMassagerCount', label: 'Total Massagers', to: `${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.massagers}`, hint: "Open massager's list" },
  { key: 'totalPendingStatus', label: 'Pending Orders', to: `${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.pendingReport}`, hint: 'Open pending order report' },
  { key: 'totalAcceptedStatus', label: 'Accepted Orders', to: `${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.acceptedReport}`, hint: 'Open accepted order report' },
  { key: 'totalCompletedStatus', label: 'Completed Orders', to: `${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.completedReport}`, hint: 'Open completed order report' },
];

/** Dashboard totals, each card a link to its list or report. */
export function Dashboard() {
  const [counts, setCounts] = useState<Counts | null>(null);

  useEffect(() => {
    adminCounts().then(
      (data) => setCounts(data.data ?? null),
      () => notify('error', ADMIN_MESSAGES.fetchFailed),
    );
  }, []);

  return (
    <>
      <Heading as="h1" size="2xl" mb="6">
        Dashboard
      </Heading>
      {counts === null ? <LoadingDots /> : <CountCards cards={CARDS} counts={counts} columns={{ base: 1, sm: 2, lg: 3 }} />}
    </>
  );
}
