import { Box, Container, Flex } from '@chakra-ui/react';
import { Gallery } from '../components/Gallery';
import { BookNowCta, ContentImage, PageHeader, Paragraphs } from '../components/PageSection';
import { VideoSection } from '../components/VideoSection';
import { ABOUT_HEADING, ABOUT_IMAGE, ABOUT_INTRO } from '../content/about';
import { GALLERIES } from '../content/gallery';
import { usePageMeta } from '../hooks/usePageMeta';

export function AboutPage() {
  usePageMeta('/about-us');
  const [intro, ...rest] = ABOUT_INTRO;
  return (
    <Box>
      <PageHeader title={ABOUT_HEADING} lead={intro} />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }} align="center">
          <Box flex="1">
            <Paragraphs items={rest} mb="4" />
          </Box>
          <Box flex="1" w="full">
            <ContentImage image={ABOUT_IMAGE} eager />
          </Box>
        </Flex>
        <VideoSection />
        {GALLERIES.map((gallery) => (
          <Gallery key={gallery.id} gallery={gallery} />
        ))}
        <BookNowCta heading="Come and see us" text="Visit our centre in Kothrud, or book a therapist to come to your home anywhere in Pune." />
      </Container>
    </Box>
  );
}
