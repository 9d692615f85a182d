import { dayHoursText, TIME_OFF_MESSAGES as T, WEEKDAYS } from '@wellness/shared';
import { Card, DataList, Heading, Text } from '@wellness/shared/chakra';
import type { HoursAnswer } from '@wellness/shared/client';

/** The massager's weekly working hours (their own, or the centre's), which the admin sets. */
export function WorkingHoursCard({ hours }: { hours: HoursAnswer }) {
  return (
    <Card.Root as="section" variant="outline" bg="white" aria-labelledby="working-hours" w={{ base: 'full', lg: '80' }} flexShrink={0}>
      <Card.Header>
        <Heading as="h2" size="lg" id="working-hours">
          {T.hoursHeading}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {hours.custom ? T.hoursOwn : T.hoursCentre}
        </Text>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="md" gap="2">
          {WEEKDAYS.map((weekday, index) => (
            <DataList.Item key={weekday}>
              <DataList.ItemLabel minW="28">{weekday}</DataList.ItemLabel>
              <DataList.ItemValue>{dayHoursText(hours.hours[index] ?? null)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
