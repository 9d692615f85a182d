import { Card, Heading, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { ADMIN_MESSAGES, ADMIN_PANEL_PATH, ADMIN_ROUTES, LoadingDots } from '@wellness/shared';
import type { AdminCounts } from '@wellness/shared/client';
import { Link } from '@wellness/shared/router';
import { notify } from '@wellness/shared/ui';
import { useEffect, useState } from 'react';
import { adminCounts } from './api';

type Counts = AdminCounts;

const CARDS: ReadonlyArray<{ key: keyof Counts; label: string; to: string }> = [
  { key: 'totalCustomerCount', label: 'Total Customers', to: ADMIN_ROUTES.customers },
  { key: 'totalMassagerCount', label: 'Total Massagers', to: ADMIN_ROUTES.massagers },
  { key: 'totalPendingStatus', label: 'Pending Orders', to: ADMIN_ROUTES.pendingReport },
  { key: 'totalAcceptedStatus', label: 'Accepted Orders', to: ADMIN_ROUTES.acceptedReport },
  { key: 'totalCompletedStatus', label: 'Completed Orders', to: ADMIN_ROUTES.completedReport },
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
      {counts === null ? (
        <LoadingDots />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {CARDS.map((card) => (
            <Card.Root key={card.key} asChild variant="elevated" _hover={{ boxShadow: 'lg' }}>
              <Link to={`${ADMIN_PANEL_PATH}/${card.to}`}>
                <Card.Body>
                  <Stat.Root>
                    <Stat.Label>{card.label}</Stat.Label>
                    <Stat.ValueText fontSize="3xl" color="brand.700">
                      {counts[card.key]}
                    </Stat.ValueText>
                  </Stat.Root>
                  <Text fontSize="sm" color="fg.muted" mt="2">
                    View
                  </Text>
                </Card.Body>
              </Link>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
