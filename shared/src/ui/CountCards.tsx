import { Card, SimpleGrid, type SimpleGridProps, Stat, Text } from '@wellness/shared/chakra';
import { Link } from '@wellness/shared/router';

export interface CountCard<K extends string> {
  key: K;
  label: string;
  /** Where the card leads (a full path). */
  to: string;
  /** What following it does, e.g. "Open customer list": seen on the card, and heard after the count. */
  hint: string;
}

/**
 * A panel dashboard's totals, each card a link to its list or report. A card's name is its label, its
 * count and where it leads ("Total Customers: 7. Open customer list"), not the run-together text of
 * its parts.
 */
export function CountCards<K extends string>({
  cards,
  counts,
  columns,
}: {
  cards: readonly CountCard<K>[];
  counts: Record<K, number>;
  columns: SimpleGridProps['columns'];
}) {
  return (
    <SimpleGrid columns={columns} gap="4">
      {cards.map((card) => (
        <Card.Root
          key={card.key}
          asChild
          variant="elevated"
          _hover={{ boxShadow: 'lg' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
        >
          <Link to={card.to} aria-label={`${card.label}: ${counts[card.key]}. ${card.hint}`}>
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
  );
}
