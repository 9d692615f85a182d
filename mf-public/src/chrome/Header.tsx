import { Box, Button, Flex, IconButton, Image, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  announcePublicPart,
  openBooking,
  openRoleSelect,
  OPENS_BOOKING_ATTRIBUTE,
  OPENS_LOGIN_ATTRIBUTE,
  PANEL_OF_ROLE,
  PUBLIC_HEADER_HEIGHT_PX,
  type RootState,
} from '@wellness/shared';
import { MAIN_CONTENT_ID } from '@wellness/shared/prerender';
import { NavLink, useLocation } from '@wellness/shared/router';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ChevronIcon, CloseIcon, MenuIcon } from '../components/icons';
import { SocialBlock } from '../components/SocialLinks';
import logo from '../content/images/logo.svg';
import { NAV_LINKS_AFTER_SERVICES, NAV_LINKS_BEFORE_SERVICES } from '../content/navigation';
import { SERVICES } from '../content/services';

/** The wide layout shows every link in one row; narrower windows get the collapsed menu. */
const WIDE = 'xl';
const CLICK_AFTER_OPEN_MS = 400;
/** The look of the current page's link, and of Services on a service page. */
const CURRENT_STYLE = { color: 'brand.700', bg: 'brand.50', fontWeight: 'bold', boxShadow: 'inset 0 -3px 0 var(--chakra-colors-brand-500)' } as const;

function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <ChakraLink
      asChild
      px={{ base: '3', [WIDE]: '2' }}
      py="2"
      borderRadius="md"
      fontWeight="medium"
      color="gray.800"
      whiteSpace="nowrap"
      textDecoration="none"
      _hover={{ bg: 'brand.50', textDecoration: 'none' }}
      _currentPage={CURRENT_STYLE}
    >
      <NavLink to={to} end>
        {label}
      </NavLink>
    </ChakraLink>
  );
}

/**
 * A menu that opens on hover and on keyboard focus, closes when the pointer or the focus leaves, on
 * Escape, and on a new page. The trigger's click toggles it.
 */
function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A click right after hover or focus opened the menu must not close it again (touch taps fire all three).
  const openedAt = useRef(0);
  // Focus returned to the trigger by Escape must not reopen the menu.
  const refocusing = useRef(false);
  const openByPointerOrFocus = () => {
    if (refocusing.current) return;
    if (!open) openedAt.current = Date.now();
    setOpen(true);
  };

  useEffect(() => setOpen(false), [pathname]);

  const containerHandlers = {
    // Hover means a mouse: a finger's emulated hover events would open and close the menu around a tap.
    onPointerEnter: (event: PointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'mouse') openByPointerOrFocus();
    },
    onPointerLeave: (event: PointerEvent<HTMLDivElement>) => {
      if (event.pointerType === 'mouse') setOpen(false);
    },
    onFocus: openByPointerOrFocus,
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape' && open) {
        setOpen(false);
        refocusing.current = true;
        triggerRef.current?.focus();
        refocusing.current = false;
      }
    },
  };
  const onTriggerClick = () => {
    if (Date.now() - openedAt.current > CLICK_AFTER_OPEN_MS) setOpen((value) => !value);
  };
  return { open, triggerRef, containerHandlers, onTriggerClick };
}

/** Services: opens on hover and on keyboard focus, closes when the pointer or the focus leaves, and on Escape. */
function ServicesMenu({ active }: { active: boolean }) {
  const { open, triggerRef, containerHandlers, onTriggerClick } = useDisclosureMenu();
  const menuId = useId();

  return (
    <Box position="relative" {...containerHandlers}>
      <Button
        ref={triggerRef}
        variant="ghost"
        fontSize="md"
        px={{ base: '3', [WIDE]: '2' }}
        fontWeight="medium"
        color="gray.800"
        {...(active && CURRENT_STYLE)}
        justifyContent={{ base: 'space-between', [WIDE]: 'center' }}
        w={{ base: 'full', [WIDE]: 'auto' }}
        aria-expanded={open}
        aria-controls={menuId}
        data-active={active || undefined}
        onClick={onTriggerClick}
      >
        Services
        <ChevronIcon size={16} />
      </Button>
      <Stack
        id={menuId}
        as="ul"
        listStyleType="none"
        hidden={!open}
        position={{ base: 'static', [WIDE]: 'absolute' }}
        top="100%"
        left="0"
        minW="72"
        bg="white"
        boxShadow={{ [WIDE]: 'lg' }}
        borderRadius="md"
        borderWidth={{ [WIDE]: '1px' }}
        p="2"
        pl={{ base: '4', [WIDE]: '2' }}
        gap="0"
        zIndex="dropdown"
      >
        {SERVICES.map((service) => (
          <li key={service.path}>
            <NavItem to={service.path} label={service.title} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The keyboard's first stop: past the navigation to the page's own content. Seen only while focused. */
function SkipLink() {
  return (
    <ChakraLink
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      top="2"
      left="2"
      zIndex="1"
      px="3"
      py="2"
      bg="white"
      color="brand.700"
      fontWeight="semibold"
      rounded="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        // Focus, not the address's #: the router would take a new address for a new page.
        event.preventDefault();
        main.focus();
      }}
    >
      Skip to content
    </ChakraLink>
  );
}

function HomeLink() {
  return (
    <ChakraLink asChild display="flex" alignItems="center" gap="2" textDecoration="none" _hover={{ textDecoration: 'none' }} flexShrink={0}>
      {/* Named by its visible words (plus a hidden "home"), so that speech users can say what they see. */}
      <NavLink to="/">
        <Image src={logo} alt="" width="40px" height="40px" htmlWidth={40} htmlHeight={40} />
        <Text as="span" fontFamily="heading" fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} color="brand.700" lineHeight="1.1">
          Kothrud{' '}
          <Text as="span" display="block" fontSize="xs" fontFamily="body" fontWeight="medium" color="gray.600" letterSpacing="wider" textTransform="uppercase">
            Wellness Spa
          </Text>
        </Text>
        <VisuallyHidden>, home</VisuallyHidden>
      </NavLink>
    </ChakraLink>
  );
}

/** Book Now, and Log In, or the signed-in staff member's way back to their panel. */
function HeaderActions() {
  const dispatch = useDispatch();
  const role = useSelector((state: RootState) => state.session.role);
  const panel = role ? PANEL_OF_ROLE[role] : null;
  return (
    <Flex gap="2" pt={{ base: '3', [WIDE]: '0' }} pl={{ [WIDE]: '2' }}>
      <Button {...{ [OPENS_BOOKING_ATTRIBUTE]: '' }} colorPalette="green" bg="brand.700" onClick={() => dispatch(openBooking())}>
        Book Now
      </Button>
      {panel ? (
        // Signed in: the way back to work, not a second login.
        <Button asChild variant="outline" colorPalette="green" color="brand.700">
          <NavLink to={panel.path}>{panel.label}</NavLink>
        </Button>
      ) : (
        <Button {...{ [OPENS_LOGIN_ATTRIBUTE]: '' }} variant="outline" colorPalette="green" color="brand.700" onClick={() => dispatch(openRoleSelect())}>
          Log In
        </Button>
      )}
    </Flex>
  );
}

/**
 * The collapsed menu of narrower windows: closed on a new page, on a click or touch outside the
 * navigation, and on Escape.
 */
function useCollapsedMenu() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnOutsideClick = (event: MouseEvent | TouchEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setMenuOpen(false);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The links about to be hidden may hold the focus: it goes back to the button that opened them.
      if (navRef.current?.contains(document.activeElement)) menuButtonRef.current?.focus();
      setMenuOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('touchstart', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('touchstart', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  return { menuOpen, toggleMenu: () => setMenuOpen((open) => !open), navRef, menuButtonRef };
}

/** The public navigation bar of spec section 2. */
export function Header() {
  const { pathname } = useLocation();
  const { menuOpen, toggleMenu, navRef, menuButtonRef } = useCollapsedMenu();

  useEffect(() => announcePublicPart('header'), []);

  const serviceActive = SERVICES.some((service) => service.path === pathname);

  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="white" boxShadow="sm" data-remote="mf-public">
      <SkipLink />
      <Flex
        as="nav"
        ref={navRef}
        aria-label="Main"
        maxW="1400px"
        mx="auto"
        px={{ base: '3', md: '4' }}
        h={`${PUBLIC_HEADER_HEIGHT_PX}px`}
        align="center"
        justify="space-between"
        gap="3"
      >
        <HomeLink />
        <IconButton
          ref={menuButtonRef}
          display={{ base: 'inline-flex', [WIDE]: 'none' }}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="public-menu"
          variant="ghost"
          onClick={toggleMenu}
        >
          {menuOpen ? <CloseIcon size={26} /> : <MenuIcon size={26} />}
        </IconButton>
        <Flex
          id="public-menu"
          direction={{ base: 'column', [WIDE]: 'row' }}
          display={{ base: menuOpen ? 'flex' : 'none', [WIDE]: 'flex' }}
          position={{ base: 'absolute', [WIDE]: 'static' }}
          top={`${PUBLIC_HEADER_HEIGHT_PX}px`}
          insetX="0"
          maxH={{ base: `calc(100vh - ${PUBLIC_HEADER_HEIGHT_PX}px)`, [WIDE]: 'none' }}
          overflowY={{ base: 'auto', [WIDE]: 'visible' }}
          bg="white"
          p={{ base: '4', [WIDE]: '0' }}
          boxShadow={{ base: 'md', [WIDE]: 'none' }}
          align={{ base: 'stretch', [WIDE]: 'center' }}
          justify="flex-end"
          flex="1"
          gap={{ base: '1', [WIDE]: '0.5' }}
        >
          {NAV_LINKS_BEFORE_SERVICES.map((link) => (
            <NavItem key={link.path} to={link.path} label={link.label} />
          ))}
          <ServicesMenu active={serviceActive} />
          {NAV_LINKS_AFTER_SERVICES.map((link) => (
            <NavItem key={link.path} to={link.path} label={link.label} />
          ))}
          <HeaderActions />
          <Box pt={{ base: '3', [WIDE]: '0' }} pl={{ [WIDE]: '2' }}>
            <SocialBlock />
          </Box>
        </Flex>
      </Flex>
    </Box>
  );
}
