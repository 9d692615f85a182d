import { LoadingDots, MASSAGER_PANEL_PATH, MASSAGER_ROUTES } from '@wellness/shared';
import { dayHoursText, MY_VISITS_MESSAGES, SCHEDULE_MESSAGES, TIME_OFF_MESSAGES as T, timeOffText, WEEKDAYS } from '@wellness/shared';
import { Box, Button, Card, DataList, Heading, HStack, Stack, Text } from '@wellness/shared/chakra';
import type { HoursAnswer, TimeOffItem } from '@wellness/shared/client';
import { Link as RouterLink } from '@wellness/shared/router';
import { ConfirmDialog, type ConfirmQuestion, notify } from '@wellness/shared/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FetchFailed } from '../common/FetchFailed';
import { usePageTitle } from '../common/usePageTitle';
import { deleteTimeOff, timeOffList, workingHours } from './api';
import { TimeOffForm } from './TimeOffForm';

/** The massager's time off ahead (added and removed here) and its weekly working hours (the admin sets those). */
export function TimeOff() {
  usePageTitle(T.title);
  const [items, setItems] = useState<TimeOffItem[] | null>(null);
  const [hours, setHours] = useState<HoursAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [removing, setRemoving] = useState<TimeOffItem | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const [list, week] = await Promise.all([timeOffList(), workingHours()]);
      setItems(list.data);
      setHours(week);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const question = useMemo<ConfirmQuestion | null>(() => (removing ? { ...T.removeQuestion(timeOffText(removing)), palette: 'red' } : null), [removing]);

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
          {items && (
            <Stack as="section" gap="3" aria-labelledby="time-off-list">
              <Heading as="h2" size="lg" id="time-off-list">
                {T.upcoming}
              </Heading>
              {items.length === 0 ? (
                <Text color="fg.muted">{T.none}</Text>
              ) : (
                <Stack as="ul" listStyleType="none" p="0" m="0" gap="2" aria-label={T.upcoming}>
                  {items.map((item) => (
                    <HStack as="li" key={item.id} justify="space-between" gap="3" bg="white" borderWidth="1px" rounded="md" px="4" py="3">
                      <Stack gap="0" minW="0">
                        <Text fontWeight="medium">{timeOffText(item)}</Text>
                        {item.note && (
                          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                            {item.note}
                          </Text>
                        )}
                      </Stack>
                      <Button size="lg" variant="outline" colorPalette="red" aria-label={T.removeLabel(timeOffText(item))} onClick={() => setRemoving(item)}>
                        {T.remove}
                      </Button>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Stack>
          )}
        </Stack>
        {hours && (
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
        )}
      </Stack>
      <ConfirmDialog
        question={question}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await deleteTimeOff(removing.id);
            notify('success', SCHEDULE_MESSAGES.timeOffRemoved);
          } catch {
            notify('error', T.removeFailed);
          }
          await load();
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
