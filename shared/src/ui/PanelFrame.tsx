import { pageTitle, type Role, type RootState, usePageTitle } from '@wellness/shared';
import { Box, Flex } from '@wellness/shared/chakra';
import { useLocation } from '@wellness/shared/router';
import { type ReactNode, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { PanelMenuBar } from './PanelMenuBar';
import { PanelNav, type PanelSection, screenLabel } from './PanelNav';

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
      <PanelMenuBar title={title} menuOpen={menuOpen} unreadCount={unreadCount} onToggle={() => setMenuOpen((open) => !open)} />
      <PanelNav title={title} navLabel={navLabel} sections={sections} role={role} email={email} open={menuOpen} onUnreadCount={setUnreadCount} />
      <Box as="section" flex="1" minW="0" p={{ base: '4', md: '8' }}>
        {children}
      </Box>
    </Flex>
  );
}
