import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { openBooking, OPENS_BOOKING_ATTRIBUTE } from '@wellness/shared';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { SITE_CONFIG, telUrl } from '../content/siteConfig';

/** The frame of a content card or panel: rounded, clipped to its corners, with a light brand border. */
export const CARD_FRAME_STYLE = { borderRadius: 'xl', overflow: 'hidden', borderWidth: '1px', borderColor: 'brand.100' } as const;

/** The top of a public page: its one level-1 heading and a lead paragraph. */
export function PageHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <Box bg="brand.50" borderBottomWidth="1px" borderColor="brand.100">
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" color="brand.900">
          {title}
        </Heading>
        {lead && (
          <Text fontSize={{ base: 'md', md: 'xl' }} mt="3" maxW="3xl" color="gray.700">
            {lead}
          </Text>
        )}
      </Container>
    </Box>
  );
}

/** Body text: one paragraph a string, spaced by `mb` (3, or 4 for an introduction). */
export function Paragraphs({ items, mb = '3', maxW }: { items: readonly string[]; mb?: '3' | '4'; maxW?: string }) {
  return items.map((paragraph) => (
    <Text key={paragraph} fontSize="lg" mb={mb} color="gray.800" maxW={maxW}>
      {paragraph}
    </Text>
  ));
}

export function SectionHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Heading as="h2" id={id} fontSize={{ base: '2xl', md: '3xl' }} color="brand.900" mb="4">
      {children}
    </Heading>
  );
}

/** A content image with its intrinsic size, so that the page never shifts while it loads. */
export function ContentImage({
  image,
  eager = false,
  rounded = true,
}: {
  image: { src: string; alt: string; width: number; height: number };
  eager?: boolean;
  /** Square corners for an image inside a card or tile that has its own. */
  rounded?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ display: 'block', width: '100%', height: 'auto', borderRadius: rounded ? 12 : undefined }}
    />
  );
}

/** The closing call to action: Book Now opens the booking dialog (through the shared store). */
export function BookNowCta({ heading, text }: { heading: string; text: string }) {
  const dispatch = useDispatch();
  return (
    <Box as="section" bg="brand.700" color="white" borderRadius="2xl" px={{ base: '6', md: '12' }} py={{ base: '8', md: '10' }} my="12">
      <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'flex-start', md: 'center' }} justify="space-between" gap="6">
        <Box>
          <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} mb="2">
            {heading}
          </Heading>
          <Text fontSize="lg" maxW="2xl">
            {text}
          </Text>
        </Box>
        <Flex gap="3" wrap="wrap" flexShrink={0}>
          <Button
            {...{ [OPENS_BOOKING_ATTRIBUTE]: '' }}
            size="lg"
            bg="white"
            color="brand.900"
            _hover={{ bg: 'brand.50' }}
            onClick={() => dispatch(openBooking())}
          >
            Book Now
          </Button>
          <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }}>
            <a href={telUrl(SITE_CONFIG.phones[0])}>Call {SITE_CONFIG.phones[0].display}</a>
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
