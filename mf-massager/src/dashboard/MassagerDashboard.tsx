import { Card, Heading, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { LoadingDots, MASSAGER_PANEL_PATH, MASSAGER_ROUTES } from '@wellness/shared';
import type { MassagerCounts } from '@wellness/shared/client';
import { Link } from '@wellness/shared/router';
import { useCallback, useEffect, useState } from 'react';
import { FetchFailed } from '../common/FetchFailed';
import { useMassagerEmail } from '../common/useMassagerEmail';
import { massagerCounts } from './api';

export const DASHBOARD_TITLE = 'Dashboard';

/** Each count and the screen its card opens (spec section 2). */
const DASHBOARD_CARDS: ReadonlyArray<{ key: keyof MassagerCounts; label: string; to: string; hint: string }> = [
  { key: 'totalCustomerCount', label: 'Total Customers', to: MASSAGER_ROUTES.customers, hint: 'Open customer list' },
  { key: 'totalAcceptedOrders', label: 'Accepted Orders', to: MASSAGER_ROUTES.acceptedReport, hint: 'Open accepted order report' },
  { key: 'totalCompletedOrders', label: 'Completed Orders', to: MASSAGER_ROUTES.completedReport, hint: 'Open completed order report' },
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
      {failed ? (
        <FetchFailed onRetry={load} />
      ) : counts === null ? (
        <LoadingDots />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          {DASHBOARD_CARDS.map((card) => (
            <Card.Root
              key={card.key}
              asChild
              variant="elevated"
              _hover={{ boxShadow: 'lg' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
            >
              <Link to={`${MASSAGER_PANEL_PATH}/${card.to}`} aria-label={`${card.label}: ${counts[card.key]}. ${card.hint}`}>
                <Card.Body>
                  <Stat.Root>
                    <Stat.Label>{card.label}</Stat.Label>
                    <Stat.ValueText fontSize="3xl" color="brand.700" data-testid={card.key}>
                      {counts[card.key]}
                    </Stat.ValueText>
                  </Stat.Root>
                  <Text fontSize="sm" color="fg.muted" mt="2">
                    {card.hint} →
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
