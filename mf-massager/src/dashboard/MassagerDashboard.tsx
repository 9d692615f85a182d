import { LoadingDots, MASSAGER_PANEL_PATH, MASSAGER_ROUTES } from '@wellness/shared';
import { MY_VISITS_MESSAGES } from '@wellness/shared';
import { Button, Heading, Stack, Text } from '@wellness/shared/chakra';
import type { MassagerCounts } from '@wellness/shared/client';
import { Link as RouterLink } from '@wellness/shared/router';
import { type CountCard, CountCards } from '@wellness/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { FetchFailed } from '../common/FetchFailed';
import { useMassagerEmail } from '../common/useMassagerEmail';
import { massagerCounts } from './api';

export const DASHBOARD_TITLE = 'Dashboard';

/** Each count and the screen its card opens (spec section 2). */
const DASHBOARD_CARDS: ReadonlyArray<CountCard<keyof MassagerCounts>> = [
  { key: 'totalCustomerCount', label: 'Total Customers', to: `${MASSAGER_PANEL_PATH}/${MASSAGER_ROUTES.customers}`, hint: 'Open customer list' },
  { key: 'totalAcceptedOrders', label: 'Accepted Orders', to: `${MASSAGER_PANEL_PATH}/${MASSAGER_ROUTES.acceptedReport}`, hint: 'Open accepted order report' },
  {
    key: 'totalCompletedOrders',
    label: 'Completed Orders',
    to: `${MASSAGER_PANEL_PATH}/${MASSAGER_ROUTES.completedReport}`,
    hint: 'Open completed order report',
  },
];

export function MassagerDashboard() {
  const email = useMassagerEmail();
  const [counts, setCounts] = useState<MassagerCounts | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    massagerCounts(email).then(
      (data) => {
        if (data?.data) setCounts(data.data);
        else setFailed(true);
      },
      () => setFailed(true),
    );
  }, [email]);

  useEffect(load, [load]);

  return (
    <>
      <Heading as="h1" size="2xl" mb="6">
        {DASHBOARD_TITLE}
      </Heading>
      {/* The therapist's day first: on a phone it is what the panel is opened for. */}
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="3" mb="6">
        <Button asChild size="xl" colorPalette="green">
          <RouterLink to={`${MASSAGER_PANEL_PATH}/${MASSAGER_ROUTES.myVisits}`}>{MY_VISITS_MESSAGES.dashboardLink}</RouterLink>
        </Button>
        <Text color="fg.muted">{MY_VISITS_MESSAGES.intro}</Text>
      </Stack>
      {failed ? (
        <FetchFailed onRetry={load} />
      ) : counts === null ? (
        <LoadingDots />
      ) : (
        <CountCards cards={DASHBOARD_CARDS} counts={counts} columns={{ base: 1, sm: 3 }} />
      )}
    </>
  );
}
