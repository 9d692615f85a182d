import { ADMIN_MESSAGES, formatDateTime, type Role } from '@wellness/shared';
import { notify } from '@wellness/shared';
import { Badge, Box, Button, Spinner, Stack, Tabs, Text, VisuallyHidden } from '@wellness/shared/chakra';
import { useEffect, useState } from 'react';
import { DialogFrame } from './dialog';
import { type PanelNotification, useNotifications } from './notifications';

const reportError = (message: string) => notify('error', message);

function NotificationList({ items, empty }: { items: PanelNotification[]; empty: string }) {
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <Box
          as="li"
          key={item.id}
          p="3"
          borderWidth="1px"
          rounded="md"
          bg={item.isRead ? undefined : 'brand.50'}
          fontWeight={item.isRead ? 'normal' : 'semibold'}
        >
          {/* Unread by weight, a dot and words, not by colour alone. */}
          <Text>
            {!item.isRead && (
              <>
                <Box as="span" display="inline-block" boxSize="2" rounded="full" bg="brand.700" me="2" verticalAlign="middle" aria-hidden="true" />
                <VisuallyHidden>Unread: </VisuallyHidden>
              </>
            )}
            {item.message}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {[item.customerName, item.massagerName, formatDateTime(item.time)].filter(Boolean).join(' · ')}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The sidebar's Notification button with its unread badge, and the dialog with the All and Unread tabs. */
export function NotificationButton({ role, email, onCount }: { role: Role; email: string; onCount?: (count: number) => void }) {
  const { count, unread, all, loading, opened, viewedUnread, closed } = useNotifications(role, email, reportError);
  // The frame shows the count where the button is out of sight (a phone's closed menu).
  useEffect(() => onCount?.(count), [count, onCount]);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('all');

  return (
    <>
      <Button
        variant="outline"
        color="inherit"
        justifyContent="space-between"
        aria-label={count > 0 ? `Notification, ${count} unread` : 'Notification'}
        onClick={() => {
          setTab('all');
          setOpen(true);
          void opened();
        }}
      >
        Notification
        {count > 0 && (
          <Badge colorPalette="red" variant="solid" rounded="full" data-testid="unread-count">
            {count}
          </Badge>
        )}
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={(details) => {
          if (details.open) return;
          setOpen(false);
          void closed();
        }}
        scrollBehavior="inside"
        placement="center"
        title="Notifications"
        contentProps={{ mx: '4' }}
        bodyProps={{ pb: '6' }}
      >
        <Tabs.Root
          value={tab}
          onValueChange={(details) => {
            setTab(details.value);
            if (details.value === 'unread') viewedUnread();
          }}
          colorPalette="green"
        >
          <Tabs.List>
            <Tabs.Trigger value="all">All</Tabs.Trigger>
            <Tabs.Trigger value="unread">Unread</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="all">
            {loading ? <Spinner aria-label="Loading" /> : <NotificationList items={all} empty={ADMIN_MESSAGES.noNotifications} />}
          </Tabs.Content>
          <Tabs.Content value="unread">
            {loading ? <Spinner aria-label="Loading" /> : <NotificationList items={unread} empty={ADMIN_MESSAGES.noUnreadNotifications} />}
          </Tabs.Content>
        </Tabs.Root>
      </DialogFrame>
    </>
  );
}
