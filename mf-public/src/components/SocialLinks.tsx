import { Box, Flex, Link } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { SITE_CONFIG, SOCIAL_LINKS, type SocialName, telUrl } from '../content/siteConfig';
import { FacebookIcon, InstagramIcon, PhoneIcon, WhatsAppIcon, YouTubeIcon } from './icons';

const ICONS: Record<SocialName, ComponentType<{ size?: number }>> = {
  Facebook: FacebookIcon,
  WhatsApp: WhatsAppIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
};

const TOOLTIP_STYLE = {
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: '50%',
  transform: 'translateX(-50%)',
  bg: 'gray.800',
  color: 'white',
  fontSize: 'xs',
  px: '2',
  py: '1',
  borderRadius: 'sm',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  zIndex: 'tooltip',
  visibility: 'hidden',
  opacity: 0,
  transition: 'opacity 0.15s',
  _groupHover: { visibility: 'visible', opacity: 1 },
  _groupFocusWithin: { visibility: 'visible', opacity: 1 },
} as const;

/** A link with a small tooltip, named after the service, that shows on hover and keyboard focus. */
function SocialLink({ name, href }: { name: SocialName; href: string }) {
  const Icon = ICONS[name];
  return (
    <Box position="relative" className="group">
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${name} (opens in a new tab)`}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="9"
        borderRadius="full"
        color="brand.700"
        _hover={{ bg: 'brand.50' }}
      >
        <Icon size={20} />
      </Link>
      <Box as="span" role="tooltip" {...TOOLTIP_STYLE}>
        {name}
      </Box>
    </Box>
  );
}

/** The navigation bar's social block: Call Now, then Facebook, WhatsApp, Instagram and YouTube. */
export function SocialBlock() {
  return (
    <Flex align="center" gap="0.5" role="group" aria-label="Call or follow us">
      <Box position="relative" className="group">
        <Link
          href={telUrl(SITE_CONFIG.phones[0])}
          aria-label="Call Now"
          display="inline-flex"
          alignItems="center"
          gap="1.5"
          px="2.5"
          h="9"
          borderRadius="full"
          bg="brand.50"
          color="brand.700"
          fontWeight="semibold"
          whiteSpace="nowrap"
          _hover={{ bg: 'brand.100' }}
        >
          <PhoneIcon size={18} />
          {/* Between 1200 and 1400 px the bar is full: the label becomes a tooltip. */}
          <Box as="span" display={{ base: 'inline', xl: 'none', '2xl': 'inline' }}>
            Call Now
          </Box>
        </Link>
        <Box as="span" aria-hidden="true" {...TOOLTIP_STYLE} display={{ base: 'none', xl: 'block', '2xl': 'none' }}>
          Call Now
        </Box>
      </Box>
      {SOCIAL_LINKS.map((link) => (
        <SocialLink key={link.name} name={link.name} href={link.href} />
      ))}
    </Flex>
  );
}
