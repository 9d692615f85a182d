import { pageTitle, type Role, type RootState, usePageTitle } from '@wellness/shared';
import { Badge, Box, Button, Flex, HStack, IconButton, Link as ChakraLink, Stack, Text } from '@wellness/shared/chakra';
import { logOut } from '@wellness/shared/client';
import { NavLink, useLocation, useNavigate } from '@wellness/shared/router';
import { type ReactNode, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
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
function screenLabel(sections: readonly PanelSection[], pathname: string): string | null {
  const links = sections.flatMap((section) => ('group' in section ? section.links : [section]));
  const matching = links.filter((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return matching.sort((a, b) => b.to.length - a.to.length)[0]?.label ?? null;
}

/**
 * The admin and massager panels' frame: the sidebar (links, report group, Notification with its unread
 * badge, Log Out), collapsible on a phone, and the screen beside or below it.
 */
export function PanelFrame({
  title,
  navLabel,
  sections,
  role,
  email,
  children,
}: {
  title: string;
  navLabel: string;
  sections: readonly PanelSection[];
  role: Role;
  email: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  // On a phone the Notification button is in the closed menu: its unread count shows in the bar above.
  const [unreadCount, setUnreadCount] = useState(0);
  usePageTitle(pageTitle(...[screenLabel(sections, pathname)].filter((label) => label !== null), title));
  // Log Out ends the session before the shell unmounts the panel: its screens must not ask the server
  // again (with an empty e-mail, without a session) in between.
  const signedIn = useSelector((state: RootState) => state.session.role === role);
  if (!signedIn) return null;

  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="100vh" bg="gray.50">
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
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Text as="span" fontSize="2xl" aria-hidden="true">
              ☰
            </Text>
          </IconButton>
        </HStack>
      </Flex>
      <Stack
        id="panel-menu"
        as="nav"
        aria-label={navLabel}
        display={{ base: menuOpen ? 'flex' : 'none', md: 'flex' }}
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
        {sections.map((section) =>
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
        )}
        <Stack mt="auto" pt="6" gap="2">
          <NotificationButton role={role} email={email} onCount={setUnreadCount} />
          <Button variant="solid" colorPalette="red" onClick={() => void logOut().then(() => navigate('/'))}>
            Log Out
          </Button>
        </Stack>
      </Stack>
      <Box as="section" flex="1" minW="0" p={{ base: '4', md: '8' }}>
        {children}
      </Box>
    </Flex>
  );
}
