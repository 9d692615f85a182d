import { Box, Container, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { TIMINGS } from '@wellness/shared';
import { useEffect, useState } from 'react';
import { ContentImage } from '../components/PageSection';
import { type Certificate, CERTIFICATE_IMAGE_SIZE, CERTIFICATES } from '../content/certificates';
import { usePageMeta } from '../hooks/usePageMeta';
import { certificateRows } from '../lib/certificates';

const fadeAndSlide = keyframes`
  from { opacity: 0; transform: translateY(-24px); }
  to { opacity: 1; transform: none; }
`;

function CertificateCard({ certificate }: { certificate: Certificate }) {
  return (
    <Box
      as="figure"
      m="0"
      bg="white"
      borderRadius="lg"
      boxShadow="md"
      overflow="hidden"
      borderWidth="1px"
      borderColor="brand.100"
      data-certificate={certificate.id}
    >
      <ContentImage image={{ src: certificate.image, alt: certificate.title, ...CERTIFICATE_IMAGE_SIZE }} rounded={false} />
      <Box as="figcaption" p="3" textAlign="center">
        <Text fontWeight="bold" color="brand.900">
          {certificate.title}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {certificate.year}
        </Text>
      </Box>
    </Box>
  );
}

/**
 * Certificate Gallery (spec section 2): the list starts empty and is filled after a zero-delay timer.
 * First row: certificates 8 to 10 in 1, 2 or 3 columns; second, centred row: 1 to 7 in 1, then 3 columns.
 */
export function CertificationPage() {
  const [certificates, setCertificates] = useState<readonly Certificate[]>([]);
  usePageMeta('/our-certification', certificates.length > 0);
  useEffect(() => {
    const timer = window.setTimeout(() => setCertificates(CERTIFICATES), 0);
    return () => window.clearTimeout(timer);
  }, []);
  const { first, second } = certificateRows(certificates);

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading
        as="h1"
        textAlign="center"
        fontSize={{ base: '3xl', md: '5xl' }}
        letterSpacing="wider"
        color="brand.900"
        mb={{ base: '8', md: '12' }}
        css={{ animation: `${fadeAndSlide} ${TIMINGS.certificateHeadingMs}ms ease-out both` }}
      >
        CERTIFICATE GALLERY
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="6" data-row="first" minH={certificates.length ? undefined : '64'}>
        {first.map((certificate) => (
          <CertificateCard key={certificate.id} certificate={certificate} />
        ))}
      </SimpleGrid>
      <Flex wrap="wrap" justify="center" gap="6" mt="6" data-row="second">
        {second.map((certificate) => (
          <Box key={certificate.id} flexBasis={{ base: '100%', sm: 'calc((100% - 3rem) / 3)' }} flexGrow={0} flexShrink={0}>
            <CertificateCard certificate={certificate} />
          </Box>
        ))}
      </Flex>
    </Container>
  );
}
