import { Box, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { Gallery as GalleryContent } from '../content/gallery';
import { GALLERY_IMAGE_SIZE } from '../content/gallery';
import { useWindowWidth } from '../hooks/useWindowWidth';
import { clampStart, galleryPage, galleryPageSize, nextStart, previousStart } from '../lib/paging';
import { ChevronIcon } from './icons';
import { ContentImage } from './PageSection';

/**
 * An image gallery paged by arrow buttons: 5 images at a time, or 3 when the window is 600 px wide or
 * less. Previous is disabled at the start, next at the end.
 */
export function Gallery({ gallery }: { gallery: GalleryContent }) {
  const headingId = useId();
  const pageSize = galleryPageSize(useWindowWidth());
  const total = gallery.images.length;
  const [start, setStart] = useState(0);

  // A resize that changes the page size keeps the position inside the list.
  useEffect(() => setStart((current) => clampStart(current, pageSize, total)), [pageSize, total]);

  const page = galleryPage(gallery.images, start, pageSize);
  const last = Math.min(page.start + pageSize, total);
  const arrows = [
    { label: 'Previous', chevron: 'left', enabled: page.canPrevious, to: previousStart(page.start, pageSize) },
    { label: 'Next', chevron: 'right', enabled: page.canNext, to: nextStart(page.start, pageSize, total) },
  ] as const;

  return (
    <Box as="section" aria-labelledby={headingId} my="10" data-gallery={gallery.id}>
      <Flex align="center" justify="space-between" gap="4" mb="4" wrap="wrap">
        <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }}>
          {gallery.heading}
        </Heading>
        <Flex align="center" gap="2">
          <Text fontSize="sm" color="gray.700" aria-live="polite" data-testid="gallery-status">
            Images {page.start + 1} to {last} of {total}
          </Text>
          {arrows.map((arrow) => (
            <IconButton
              key={arrow.label}
              aria-label={`${arrow.label} images of ${gallery.heading}`}
              variant="outline"
              borderRadius="full"
              disabled={!arrow.enabled}
              onClick={() => setStart(arrow.to)}
            >
              <ChevronIcon direction={arrow.chevron} />
            </IconButton>
          ))}
        </Flex>
      </Flex>
      <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={`repeat(${pageSize}, minmax(0, 1fr))`} gap={{ base: '2', md: '3' }}>
        {page.items.map((image) => (
          <Box as="li" key={image.src} borderRadius="md" overflow="hidden" bg="gray.100">
            <ContentImage image={{ ...image, ...GALLERY_IMAGE_SIZE }} rounded={false} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
