import { Box, Container, Flex, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { TIMINGS } from '@wellness/shared';
import { Link } from '@wellness/shared/router';
import { useEffect, useState } from 'react';
import { Carousel } from '../components/Carousel';
import { CheckIcon } from '../components/icons';
import { BookNowCta, CARD_FRAME_STYLE, ContentImage, Paragraphs, SectionHeading } from '../components/PageSection';
import { HOME_FEATURES, HOME_HEADING, HOME_INTRO, type HomeFeature, REASONS, SERVED_LOCALITIES, SLIDES } from '../content/home';
import { SERVICES } from '../content/services';
import { usePageMeta } from '../hooks/usePageMeta';

/**
 * A lift and settle that never hides a card: the cards are on screen from the first paint (the
 * pre-rendered page), and fading them in from nothing would make them blink out and back.
 */
const lift = keyframes`
  0%, 100% { transform: none; }
  50% { transform: translateY(-6px); }
`;

/** The five-card Our Services grid; the cards animate 200 ms after load. */
function ServicesGrid() {
  const [animate, setAnimate] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setAnimate(true), TIMINGS.servicesCardsDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' }}
      gap="5"
      data-animated={animate || undefined}
    >
      {SERVICES.map((service, index) => (
        <LinkBox
          as="li"
          key={service.path}
          bg="white"
          {...CARD_FRAME_STYLE}
          boxShadow="md"
          transition="box-shadow 0.2s, transform 0.2s"
          _hover={{ boxShadow: 'xl', transform: 'translateY(-2px)' }}
          css={
            animate
              ? {
                  animation: `${lift} ${TIMINGS.defaultTransitionMs * 2}ms ease-in-out ${index * 80}ms`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }
              : undefined
          }
        >
          <img
            src={service.image.src}
            alt=""
            width={service.image.width}
            height={service.image.height}
            loading="lazy"
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
          <Box p="4">
            <Heading as="h3" fontSize="lg" mb="2" color="brand.900">
              <LinkOverlay asChild>
                <Link to={service.path}>{service.title}</Link>
              </LinkOverlay>
            </Heading>
            <Text fontSize="sm" color="gray.700">
              {service.summary}
            </Text>
          </Box>
        </LinkBox>
      ))}
    </Box>
  );
}

function FeatureSection({ feature: { heading, paragraphs, image }, reverse }: { feature: HomeFeature; reverse: boolean }) {
  return (
    <Flex as="section" direction={{ base: 'column', md: reverse ? 'row-reverse' : 'row' }} gap={{ base: '6', md: '10' }} align="center" my="14">
      <Box flex="1">
        <SectionHeading>{heading}</SectionHeading>
        <Paragraphs items={paragraphs} />
      </Box>
      <Box flex="1" w="full">
        <ContentImage image={image} />
      </Box>
    </Flex>
  );
}

export function HomePage() {
  usePageMeta('/');
  return (
    <Box>
      <Carousel slides={SLIDES} label="Highlights of Kothrud Wellness Spa" />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.900" mb="5" lineHeight="1.2">
          {HOME_HEADING}
        </Heading>
        <Paragraphs items={HOME_INTRO} mb="4" maxW="4xl" />

        <Box as="section" aria-labelledby="our-services" my="14">
          <SectionHeading id="our-services">Our Services</SectionHeading>
          <ServicesGrid />
        </Box>

        <Box as="section" aria-labelledby="why-us" my="14">
          <SectionHeading id="why-us">Why choose Kothrud Wellness Spa</SectionHeading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {REASONS.map((reason) => (
              <Flex as="li" key={reason.title} gap="3" p="5" bg="brand.50" borderRadius="xl">
                <Box color="brand.700" flexShrink={0} pt="1">
                  <CheckIcon size={22} />
                </Box>
                <Box>
                  <Heading as="h3" fontSize="lg" mb="1" color="brand.900">
                    {reason.title}
                  </Heading>
                  <Text color="gray.700">{reason.text}</Text>
                </Box>
              </Flex>
            ))}
          </SimpleGrid>
        </Box>

        {HOME_FEATURES.map((feature, index) => (
          <FeatureSection key={feature.heading} feature={feature} reverse={index % 2 === 1} />
        ))}

        <Box as="section" aria-labelledby="localities" my="14">
          <SectionHeading id="localities">Areas we serve in Pune</SectionHeading>
          <Text mb="4" fontSize="lg" color="gray.800">
            Our therapists visit homes across Pune and Pimpri-Chinchwad, including:
          </Text>
          <Flex as="ul" listStyleType="none" wrap="wrap" gap="2">
            {SERVED_LOCALITIES.map((locality) => (
              <Box as="li" key={locality} px="3" py="1" borderRadius="full" bg="white" borderWidth="1px" borderColor="brand.100" color="gray.800" fontSize="sm">
                {locality}
              </Box>
            ))}
          </Flex>
        </Box>

        <BookNowCta heading="Ready to feel better?" text="Book a massage at our Kothrud centre or at your home. We will call you back to confirm the time." />
      </Container>
    </Box>
  );
}
