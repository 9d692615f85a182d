import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { FlipCard } from '../components/FlipCard';
import { BookNowCta, PageHeader } from '../components/PageSection';
import { BENEFITS, BENEFITS_INTRO } from '../content/benefits';
import { usePageMeta } from '../hooks/usePageMeta';

export function BenefitsPage() {
  usePageMeta('/benefits');
  return (
    <Box>
      <PageHeader title="Benefits of Massage" lead={BENEFITS_INTRO} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="6" aria-label="Benefits of massage">
          {BENEFITS.map((benefit) => (
            <FlipCard key={benefit.id} benefit={benefit} />
          ))}
        </SimpleGrid>
        <BookNowCta heading="Feel the difference" text="Book a massage and let a certified therapist help you move, sleep and feel better." />
      </Container>
    </Box>
  );
}
