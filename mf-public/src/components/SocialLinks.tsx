import { Box, Flex, Link } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
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

/** The round look shared by Call Now and the social icons. */
const ROUND_LINK_STYLE = { display: 'inline-flex', alignItems: 'center', h: '9', borderRadius: 'full', color: 'brand.700' } as const;

/** An item of the social block: its link, and a small tooltip that shows on hover and keyboard focus. */
function WithTooltip({ children, tooltip }: { children: ReactNode; tooltip: ReactNode }) {
  return (
    <Box position="relative" className="group">
      {children}
      {tooltip}
    </Box>
  );
}

/** A social link; its tooltip names the service. */
function SocialLink({ name, href }: { name: SocialName; href: string }) {
  const Icon = ICONS[name];
  const tooltip = (
    <Box as="span" role="tooltip" {...TOOLTIP_STYLE}>
      {name}
    </Box>
  );
  return (
    <WithTooltip tooltip={tooltip}>
      <Link
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${name} (opens in a new tab)`}
        {...ROUND_LINK_STYLE}
        justifyContent="center"
        w="9"
        _hover={{ bg: 'brand.50' }}
      >
        <Icon size={20} />
      </Link>
    </WithTooltip>
  );
}

/** Call Now: between 1200 and 1400 px the bar is full, and its label becomes a tooltip. */
function CallNowLink() {
  const tooltip = (
    <Box as="span" aria-hidden="true" {...TOOLTIP_STYLE} display={{ base: 'none', xl: 'block', '2xl': 'none' }}>
      Call Now
    </Box>
  );
  return (
    <WithTooltip tooltip={tooltip}>
      <Link
        href={telUrl(SITE_CONFIG.phones[0])}
        aria-label="Call Now"
        {...ROUND_LINK_STYLE}
        gap="1.5"
        px="2.5"
        bg="brand.50"
        fontWeight="semibold"
        whiteSpace="nowrap"
        _hover={{ bg: 'brand.100' }}
      >
        <PhoneIcon size={18} />
        <Box as="span" display={{ base: 'inline', xl: 'none', '2xl': 'inline' }}>
          Call Now
        </Box>
      </Link>
    </WithTooltip>
  );
}

/** The navigation bar's social block: Call Now, then Facebook, WhatsApp, Instagram and YouTube. */
export function SocialBlock() {
  return (
    <Flex align="center" gap="0.5" role="group" aria-label="Call or follow us">
      <CallNowLink />
      {SOCIAL_LINKS.map((link) => (
        <SocialLink key={link.name} name={link.name} href={link.href} />
      ))}
    </Flex>
  );
}
