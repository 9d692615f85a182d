import { Box, Container, Flex, Heading, List, SimpleGrid } from '@chakra-ui/react';
import { CheckIcon } from '../components/icons';
import { BookNowCta, ContentImage, PageHeader, Paragraphs, SectionHeading } from '../components/PageSection';
import type { Service } from '../content/services';
import { usePageMeta } from '../hooks/usePageMeta';

function CheckList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <List.Root as="ul" listStyleType="none" gap="3" aria-label={label}>
      {items.map((item) => (
        <List.Item key={item} display="flex" gap="3" alignItems="flex-start" fontSize="lg">
          <Box color="brand.600" pt="1" flexShrink={0}>
            <CheckIcon size={20} />
          </Box>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** A service page: heading, image, intro, explanatory sections, benefit and checklist lists, call to action. */
export function ServicePage({ service }: { service: Service }) {
  usePageMeta(service.path);
  return (
    <Box>
      <PageHeader title={service.heading} lead={service.summary} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '6', lg: '10' }} align="flex-start">
          <Box flex="1" w="full">
            <ContentImage image={service.image} eager />
          </Box>
          <Box flex="1">
            <Paragraphs items={service.intro} mb="4" />
          </Box>
        </Flex>

        {service.sections.map((section) => (
          <Box as="section" key={section.heading} my="10" maxW="4xl">
            <SectionHeading>{section.heading}</SectionHeading>
            <Paragraphs items={section.paragraphs} />
          </Box>
        ))}

        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" my="10">
          <Box as="section" bg="brand.50" borderRadius="xl" p={{ base: '5', md: '8' }}>
            <Heading as="h2" fontSize="2xl" color="brand.900" mb="4">
              {service.benefitsHeading}
            </Heading>
            <CheckList items={service.benefits} label={service.benefitsHeading} />
          </Box>
          <Box as="section" borderWidth="1px" borderColor="brand.100" borderRadius="xl" p={{ base: '5', md: '8' }}>
            <Heading as="h2" fontSize="2xl" color="brand.900" mb="4">
              {service.checklistHeading}
            </Heading>
            <CheckList items={service.checklist} label={service.checklistHeading} />
          </Box>
        </SimpleGrid>

        <BookNowCta heading={service.cta.heading} text={service.cta.text} />
      </Container>
    </Box>
  );
}
