import type { Role } from '@wellness/shared';
import { Box, Button, Link as ChakraLink, Stack, Text } from '@wellness/shared/chakra';
import { logOut } from '@wellness/shared/client';
import { NavLink, useNavigate } from '@wellness/shared/router';
import { NotificationButton } from './NotificationButton';

type PanelLink = { to: string; label: string; end?: boolean };
export type PanelSection = PanelLink | { group: string; links: readonly PanelLink[] };

function SideLink({ to, label, end }: PanelLink) {
  return (
    <ChakraLink
      asChild
      color="white"
      px="3"
      py="2"
      borderRadius="md"
      _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
      _currentPage={{ bg: 'brand.600', fontWeight: 'semibold' }}
    >
      <NavLink to={to} end={end}>
        {label}
      </NavLink>
    </ChakraLink>
  );
}

/** The label of the sidebar link for this path (the longest that matches), or null (a panel's index). */
export function screenLabel(sections: readonly PanelSection[], pathname: string): string | null {
  const links = sections.flatMap((section) => ('group' in section ? section.links : [section]));
  const matching = links.filter((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return matching.sort((a, b) => b.to.length - a.to.length)[0]?.label ?? null;
}

/** The panel's links, one group a report section. */
function SideLinks({ sections }: { sections: readonly PanelSection[] }) {
  return sections.map((section) =>
    'group' in section ? (
      <Box key={section.group} role="group" aria-label={section.group} mt="2">
        <Text px="3" py="1" fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="whiteAlpha.700">
          {section.group}
        </Text>
        <Stack gap="1" pl="2">
          {section.links.map((link) => (
            <SideLink key={link.to} {...link} />
          ))}
        </Stack>
      </Box>
    ) : (
      <SideLink key={section.to} {...section} />
    ),
  );
}

/**
 * The sidebar: the panel's title, its links, Notification (telling its unread count) and Log Out;
 * shown on a phone only while the menu is open.
 */
export function PanelNav({
  title,
  navLabel,
  sections,
  role,
  email,
  open,
  onUnreadCount,
}: {
  title: string;
  navLabel: string;
  sections: readonly PanelSection[];
  role: Role;
  email: string;
  open: boolean;
  onUnreadCount: (count: number) => void;
}) {
  const navigate = useNavigate();
  return (
    <Stack
      id="panel-menu"
      as="nav"
      aria-label={navLabel}
      display={{ base: open ? 'flex' : 'none', md: 'flex' }}
      bg="brand.900"
      color="white"
      p="4"
      gap="1"
      w={{ base: 'full', md: '64' }}
      flexShrink={0}
      position={{ md: 'sticky' }}
      top="0"
      h={{ md: '100vh' }}
      overflowY="auto"
    >
      <Text display={{ base: 'none', md: 'block' }} fontWeight="bold" fontSize="lg" mb="3">
        {title}
      </Text>
      <SideLinks sections={sections} />
      <Stack mt="auto" pt="6" gap="2">
        <NotificationButton role={role} email={email} onCount={onUnreadCount} />
        <Button variant="solid" colorPalette="red" onClick={() => void logOut().then(() => navigate('/'))}>
          Log Out
        </Button>
      </Stack>
    </Stack>
  );
}
