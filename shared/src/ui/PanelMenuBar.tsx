import { Badge, Flex, HStack, IconButton, Text } from '@wellness/shared/chakra';

/**
 * The bar above the panel on a phone: its title and the button that opens the sidebar. The Notification
 * button is in the closed menu then, so its unread count shows here.
 */
export function PanelMenuBar({ title, menuOpen, unreadCount, onToggle }: { title: string; menuOpen: boolean; unreadCount: number; onToggle: () => void }) {
  return (
    <Flex display={{ base: 'flex', md: 'none' }} bg="brand.900" color="white" px="4" py="2" align="center" justify="space-between">
      <Text fontWeight="bold">{title}</Text>
      <HStack gap="2">
        {unreadCount > 0 && (
          <Badge colorPalette="red" variant="solid" rounded="full" aria-hidden="true" data-testid="bar-unread-count">
            {unreadCount}
          </Badge>
        )}
        <IconButton
          aria-label={`${menuOpen ? 'Close panel menu' : 'Open panel menu'}${unreadCount > 0 ? `, ${unreadCount} unread` : ''}`}
          aria-expanded={menuOpen}
          aria-controls="panel-menu"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          _expanded={{ bg: 'whiteAlpha.200' }}
          onClick={onToggle}
        >
          <Text as="span" fontSize="2xl" aria-hidden="true">
            ☰
          </Text>
        </IconButton>
      </HStack>
    </Flex>
  );
}
