import { Box, Button, Flex, HStack, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { PUBLIC_HEADER_HEIGHT_PX, openBooking, openRoleSelect } from '@wellness/shared';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { NavLink, useLocation } from 'react-router-dom';
import { NAV_LINKS, SERVICES } from '../content';

function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <ChakraLink asChild px="3" py="2" borderRadius="md" fontWeight="medium" _currentPage={{ color: 'brand.700', bg: 'brand.50' }}>
      <NavLink to={to} end>
        {label}
      </NavLink>
    </ChakraLink>
  );
}

/** The public navigation bar (the public-site issue completes its social block and styling). */
export function Header() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const navRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setMenuOpen(false);
    setServicesOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [menuOpen]);

  const [home, ...rest] = NAV_LINKS;
  return (
    <Box as="header" position="fixed" top="0" insetX="0" zIndex="sticky" bg="white" boxShadow="sm" data-remote="mf-public">
      <Flex as="nav" ref={navRef} aria-label="Main" maxW="7xl" mx="auto" px="4" minH={`${PUBLIC_HEADER_HEIGHT_PX}px`} align="center" justify="space-between" gap="4">
        <ChakraLink asChild fontWeight="bold" fontSize="lg" color="brand.700">
          <NavLink to="/">Kothrud Wellness Spa</NavLink>
        </ChakraLink>
        <IconButton
          display={{ base: 'inline-flex', lg: 'none' }}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="public-menu"
          variant="ghost"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Text as="span" fontSize="2xl" aria-hidden="true">
            ☰
          </Text>
        </IconButton>
        <Stack
          id="public-menu"
          direction={{ base: 'column', lg: 'row' }}
          display={{ base: menuOpen ? 'flex' : 'none', lg: 'flex' }}
          position={{ base: 'absolute', lg: 'static' }}
          top={`${PUBLIC_HEADER_HEIGHT_PX}px`}
          insetX="0"
          bg="white"
          p={{ base: '4', lg: '0' }}
          boxShadow={{ base: 'md', lg: 'none' }}
          align={{ base: 'stretch', lg: 'center' }}
          gap="1"
        >
          <NavItem to={home.path} label={home.label} />
          <NavItem to={rest[0]!.path} label={rest[0]!.label} />
          <Box position="relative" onMouseEnter={() => setServicesOpen(true)} onMouseLeave={() => setServicesOpen(false)}>
            <Button variant="ghost" aria-expanded={servicesOpen} aria-controls="services-menu" onClick={() => setServicesOpen((open) => !open)} onFocus={() => setServicesOpen(true)}>
              Services
            </Button>
            <Stack id="services-menu" hidden={!servicesOpen} position={{ base: 'static', lg: 'absolute' }} top="100%" left="0" minW="64" bg="white" boxShadow={{ lg: 'md' }} borderRadius="md" p="2" gap="0">
              {SERVICES.map((service) => (
                <NavItem key={service.path} to={service.path} label={service.title} />
              ))}
            </Stack>
          </Box>
          {rest.slice(1).map((link) => (
            <NavItem key={link.path} to={link.path} label={link.label} />
          ))}
          <HStack gap="2" pt={{ base: '2', lg: '0' }}>
            <Button colorPalette="green" onClick={() => dispatch(openBooking())}>
              Book Now
            </Button>
            <Button variant="outline" colorPalette="green" onClick={() => dispatch(openRoleSelect())}>
              Log In
            </Button>
          </HStack>
        </Stack>
      </Flex>
    </Box>
  );
}
