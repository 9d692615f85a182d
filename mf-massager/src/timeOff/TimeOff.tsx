import { LoadingDots, MASSAGER_PANEL_PATH, MASSAGER_ROUTES } from '@wellness/shared';
import { MY_VISITS_MESSAGES, TIME_OFF_MESSAGES as T } from '@wellness/shared';
import { Box, Button, Card, Heading, Stack } from '@wellness/shared/chakra';
import { Link as RouterLink } from '@wellness/shared/router';
import { ConfirmDialog } from '@wellness/shared/ui';
import { FetchFailed } from '../common/FetchFailed';
import { usePageTitle } from '../common/usePageTitle';
import { TimeOffForm } from './TimeOffForm';
import { TimeOffList } from './TimeOffList';
import { useTimeOff } from './useTimeOff';
import { WorkingHoursCard } from './WorkingHoursCard';

/** The massager's time off ahead (added and removed here) and its weekly working hours (the admin sets those). */
export function TimeOff() {
  usePageTitle(T.title);
  const { items, hours, failed, load, question, setRemoving, remove } = useTimeOff();

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {T.title}
        </Heading>
        <Box>
          <Button asChild size="md" variant="outline">
            <RouterLink to={`${MASSAGER_PANEL_PATH}/${MASSAGER_ROUTES.myVisits}`}>{MY_VISITS_MESSAGES.title}</RouterLink>
          </Button>
        </Box>
      </Stack>
      {failed && <FetchFailed onRetry={() => void load()} />}
      {!failed && items === null && <LoadingDots />}
      <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align="start">
        <Stack gap="6" flex="1" w="full">
          <Card.Root variant="outline" bg="white">
            <Card.Body>
              <TimeOffForm onSaved={() => void load()} />
            </Card.Body>
          </Card.Root>
          {items && <TimeOffList items={items} onRemove={setRemoving} />}
        </Stack>
        {hours && <WorkingHoursCard hours={hours} />}
      </Stack>
      <ConfirmDialog question={question} onConfirm={remove} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
