import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { BookNowCta, CARD_FRAME_STYLE, PageHeader } from '../components/PageSection';
import { FULL_ADDRESS, mailUrl, SITE_CONFIG, telUrl } from '../content/siteConfig';
import { usePageMeta } from '../hooks/usePageMeta';

function ContactRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Flex gap="4" align="flex-start">
      <Flex boxSize="11" borderRadius="full" bg="brand.50" color="brand.700" align="center" justify="center" flexShrink={0}>
        {icon}
      </Flex>
      <Box>
        <Heading as="h2" fontSize="lg" color="brand.900" mb="1">
          {title}
        </Heading>
        {children}
      </Box>
    </Flex>
  );
}

export function ContactPage() {
  usePageMeta('/contact-us');
  return (
    <Box>
      <PageHeader title="Contact Us" lead="Call, write or drop by our centre in Kothrud. For home visits, book online and we will call you back." />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
          {/* minW 0: a grid item is otherwise as wide as its longest word, which pushed a phone's page sideways. */}
          <Stack gap="8" minW="0">
            <ContactRow icon={<PinIcon size={22} />} title="Our centre">
              <Text as="address" fontStyle="normal" fontSize="lg">
                {SITE_CONFIG.name}
                <br />
                {FULL_ADDRESS}
              </Text>
              <Text color="gray.700" mt="1">
                Open {SITE_CONFIG.openingHours.days}, {SITE_CONFIG.openingHours.opens} to {SITE_CONFIG.openingHours.closes}
              </Text>
            </ContactRow>
            <ContactRow icon={<PhoneIcon size={22} />} title="Mobile">
              <Stack gap="1">
                {SITE_CONFIG.phones.map((phone) => (
                  <Link key={phone.e164} href={telUrl(phone)} fontSize="lg" color="brand.700" fontWeight="semibold">
                    {phone.display}
                  </Link>
                ))}
              </Stack>
            </ContactRow>
            <ContactRow icon={<MailIcon size={22} />} title="E-mail">
              <Link href={mailUrl(SITE_CONFIG.email)} fontSize="lg" color="brand.700" fontWeight="semibold" overflowWrap="anywhere">
                {SITE_CONFIG.email}
              </Link>
            </ContactRow>
          </Stack>
          {/* A fixed height, not an aspect ratio with a minimum height: that pair forced the map 427 px wide. */}
          <Box minW="0" {...CARD_FRAME_STYLE} bg="gray.100" h={{ base: '80', lg: 'auto' }} minH={{ lg: '80' }}>
            <iframe
              src={SITE_CONFIG.mapEmbedUrl}
              title={`Map of ${SITE_CONFIG.name} in Kothrud, Pune`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              width="100%"
              height="100%"
              style={{ display: 'block', border: 0, width: '100%', height: '100%', minHeight: 320 }}
            />
          </Box>
        </SimpleGrid>
        <BookNowCta heading="Book a massage" text="Send a booking request in a minute; we will call you back to confirm the time and place." />
      </Container>
    </Box>
  );
}
