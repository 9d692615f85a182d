import { Box, Flex, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { announcePublicPart, PRIVACY_PATH, REVIEWS_FRAME_HEIGHT_PX } from '@wellness/shared';
import { NavLink, useLocation } from '@wellness/shared/router';
import { type ReactNode, useEffect } from 'react';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon, YouTubeIcon } from '../components/icons';
import { SERVICES } from '../content/services';
import { FULL_ADDRESS, mailUrl, SITE_CONFIG, telUrl, whatsappUrl } from '../content/siteConfig';
import { useFooterMayShow } from '../pageReady';

function Column({ title, children, label }: { title: string; children: ReactNode; label?: string }) {
  return (
    <Stack gap="2" as={label ? 'nav' : 'div'} aria-label={label}>
      <Heading as="h2" fontSize="md" fontFamily="body" fontWeight="bold" color="white" letterSpacing="wide" textTransform="uppercase">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function FooterLink({ href, children, external }: { href: string; children: ReactNode; external?: boolean }) {
  return (
    <ChakraLink
      href={href}
      color="whiteAlpha.900"
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH="6"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </ChakraLink>
  );
}

/** The site's name, tagline, opening hours and the privacy notice. */
function AboutColumn() {
  return (
    <Stack gap="3">
      <Text fontFamily="heading" fontSize="xl" fontWeight="bold">
        {SITE_CONFIG.name}
      </Text>
      <Text color="whiteAlpha.900">{SITE_CONFIG.tagline}.</Text>
      <Text color="whiteAlpha.900">
        Open {SITE_CONFIG.openingHours.days}, {SITE_CONFIG.openingHours.opens} to {SITE_CONFIG.openingHours.closes}
      </Text>
      {/* Here rather than in the last line, which a phone's floating BOOK NOW! covers. */}
      <ChakraLink asChild color="whiteAlpha.900" textDecoration="underline" textUnderlineOffset="3px" alignSelf="flex-start" minH="6">
        <NavLink to={PRIVACY_PATH}>Privacy</NavLink>
      </ChakraLink>
    </Stack>
  );
}

function ContactColumn() {
  return (
    <Column title="Contact">
      <Flex gap="2" align="flex-start" color="whiteAlpha.900">
        <Box pt="0.5" flexShrink={0}>
          <PinIcon size={18} />
        </Box>
        <Text as="address" fontStyle="normal">
          {FULL_ADDRESS}
        </Text>
      </Flex>
      {SITE_CONFIG.phones.map((phone) => (
        <FooterLink key={phone.e164} href={telUrl(phone)}>
          <PhoneIcon size={18} />
          {phone.display}
        </FooterLink>
      ))}
      <FooterLink href={mailUrl(SITE_CONFIG.email)}>
        <MailIcon size={18} />
        {SITE_CONFIG.email}
      </FooterLink>
    </Column>
  );
}

function FollowColumn() {
  return (
    <Column title="Follow us" label="Social links">
      <FooterLink href={SITE_CONFIG.social.facebook} external>
        <FacebookIcon size={18} />
        Facebook
      </FooterLink>
      {SITE_CONFIG.whatsapp.map((number) => (
        <FooterLink key={number.e164} href={whatsappUrl(number)} external>
          <WhatsAppIcon size={18} />
          WhatsApp {number.display}
        </FooterLink>
      ))}
      <FooterLink href={SITE_CONFIG.social.instagram} external>
        <InstagramIcon size={18} />
        Instagram
      </FooterLink>
      <FooterLink href={SITE_CONFIG.social.youtube} external>
        <YouTubeIcon size={18} />
        YouTube
      </FooterLink>
    </Column>
  );
}

function GuestReviews() {
  return (
    <Box maxW="7xl" mx="auto" px="4" pb="8">
      <Heading as="h2" fontSize="md" fontFamily="body" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" mb="3">
        Guest reviews
      </Heading>
      <iframe
        src={SITE_CONFIG.reviewsFrameUrl}
        title={`Guest reviews of ${SITE_CONFIG.name}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        width="100%"
        height={REVIEWS_FRAME_HEIGHT_PX}
        style={{ display: 'block', border: 0, borderRadius: 6, background: 'white' }}
      />
    </Box>
  );
}

/** The public footer (spec section 2): service links, social links, contacts and the reviews frame; ours, the privacy notice. */
export function Footer() {
  const { pathname } = useLocation();
  const mayShow = useFooterMayShow(pathname);
  useEffect(() => {
    if (mayShow) announcePublicPart('footer');
  }, [mayShow]);
  if (!mayShow) return null;
  return (
    <Box as="footer" bg="brand.900" color="white" data-remote="mf-public">
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="8" maxW="7xl" mx="auto" px="4" py="12">
        <AboutColumn />
        <Column title="Our services" label="Our services">
          {SERVICES.map((service) => (
            <ChakraLink key={service.path} asChild color="whiteAlpha.900" minH="6">
              <NavLink to={service.path}>{service.title}</NavLink>
            </ChakraLink>
          ))}
        </Column>
        <ContactColumn />
        <FollowColumn />
      </SimpleGrid>
      <GuestReviews />
      {/* On a phone the floating BOOK NOW! button sits over the page's last lines: room is left under them. */}
      <Box borderTopWidth="1px" borderColor="whiteAlpha.300" pt="4" pb={{ base: '24', md: '4' }} textAlign="center" fontSize="sm" color="whiteAlpha.800">
        © {new Date().getFullYear()} {SITE_CONFIG.name}, {SITE_CONFIG.address.locality}, {SITE_CONFIG.address.city}
      </Box>
    </Box>
  );
}
