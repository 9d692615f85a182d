import { Box, Container, Link, List, Stack } from '@chakra-ui/react';
import { PRIVACY_PATH } from '@wellness/shared';
import { PageHeader, Paragraphs, SectionHeading } from '../components/PageSection';
import { PRIVACY_HEADING, PRIVACY_LEAD, PRIVACY_SECTIONS } from '../content/privacy';
import { mailUrl, SITE_CONFIG, telUrl } from '../content/siteConfig';
import { usePageMeta } from '../hooks/usePageMeta';

/** The privacy notice the booking form links to: short sections, each under its own heading. */
export function PrivacyPage() {
  usePageMeta(PRIVACY_PATH);
  return (
    <Box>
      <PageHeader title={PRIVACY_HEADING} lead={PRIVACY_LEAD} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        {PRIVACY_SECTIONS.map((section) => (
          <Box as="section" key={section.id} aria-labelledby={section.id} mb="10" maxW="3xl">
            <SectionHeading id={section.id}>{section.heading}</SectionHeading>
            <Paragraphs items={section.paragraphs} />
            {section.list && (
              <List.Root as="ul" ps="6" mb="3" gap="2" fontSize="lg" color="gray.800">
                {section.list.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            )}
            {section.after && <Paragraphs items={section.after} />}
            {section.contacts && (
              <Stack gap="1" fontSize="lg">
                <Link href={mailUrl(SITE_CONFIG.email)} color="brand.700" fontWeight="semibold" overflowWrap="anywhere">
                  {SITE_CONFIG.email}
                </Link>
                {SITE_CONFIG.phones.map((phone) => (
                  <Link key={phone.e164} href={telUrl(phone)} color="brand.700" fontWeight="semibold">
                    {phone.display}
                  </Link>
                ))}
              </Stack>
            )}
          </Box>
        ))}
      </Container>
    </Box>
  );
}
