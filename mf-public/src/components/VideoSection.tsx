import { Box, Button, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { extractYouTubeVideoId, youtubeEmbedUrl, youtubeThumbnailUrl } from '@wellness/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { VIDEOS_EMPTY, VIDEOS_FAILED, VIDEOS_HEADING, VIDEOS_INTRO } from '../content/about';
import { feedbackVideos } from './api';
import { PlayIcon } from './icons';

type VideosState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; videos: { id: number; name: string; youtube: string }[] };

/** Starts when the element comes near the viewport (or at once where IntersectionObserver is missing). */
function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/** A video that loads YouTube's player only when the visitor asks for it. */
function VideoFacade({ name, youtube }: { name: string; youtube: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Box as="figure" m="0">
      <Box position="relative" aspectRatio="16 / 9" bg="gray.900" borderRadius="lg" overflow="hidden">
        {playing ? (
          <iframe
            src={`${youtubeEmbedUrl(youtube)}?autoplay=1`}
            title={name}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <Button
            position="absolute"
            inset="0"
            h="full"
            w="full"
            variant="plain"
            color="white"
            flexDirection="column"
            gap="3"
            bgGradient="to-br"
            gradientFrom="brand.700"
            gradientTo="brand.900"
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${name}`}
            overflow="hidden"
            p="0"
          >
            {/* The still is decoration: the button's name says what it plays. Loaded as it nears the viewport. */}
            <img
              src={youtubeThumbnailUrl(youtube)}
              alt=""
              loading="lazy"
              decoding="async"
              // Where the still cannot be fetched (offline, blocked), the green card stays without a broken-image mark.
              onError={(event) => {
                event.currentTarget.style.display = 'none';
              }}
              width={480}
              height={360}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
            <Box as="span" position="relative" boxSize="16" borderRadius="full" bg="blackAlpha.600" display="flex" alignItems="center" justifyContent="center">
              <PlayIcon size={32} />
            </Box>
          </Button>
        )}
      </Box>
      <Text as="figcaption" mt="2" fontWeight="medium">
        {name}
      </Text>
    </Box>
  );
}

/** Guest feedback videos from the admin's video links, fetched only when the section comes into view. */
export function VideoSection() {
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLElement>();
  const [state, setState] = useState<VideosState>({ status: 'idle' });

  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    setState({ status: 'loading' });
    // The API client (axios) loads with the section, not with the page's first paint.
    feedbackVideos().then(
      (answer) => {
        if (!live) return;
        const videos = (answer.data ?? []).flatMap((video) => {
          const id = extractYouTubeVideoId(video.feedbackLink);
          return id ? [{ id: video.feedbackID, name: video.feedbackName, youtube: id }] : [];
        });
        setState({ status: 'ready', videos });
      },
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [near]);

  return (
    <Box as="section" ref={ref} aria-labelledby={headingId} aria-busy={state.status === 'loading'} my="12" minH="48">
      <Heading as="h2" id={headingId} fontSize={{ base: '2xl', md: '3xl' }} color="brand.900" mb="2">
        {VIDEOS_HEADING}
      </Heading>
      <Text mb="6" color="gray.700">
        {VIDEOS_INTRO}
      </Text>
      {state.status === 'loading' && <Spinner color="brand.500" aria-label="Loading guest videos" />}
      {state.status === 'failed' && <Text role="status">{VIDEOS_FAILED}</Text>}
      {state.status === 'ready' &&
        (state.videos.length === 0 ? (
          <Text role="status">{VIDEOS_EMPTY}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {state.videos.map((video) => (
              <VideoFacade key={video.id} name={video.name} youtube={video.youtube} />
            ))}
          </SimpleGrid>
        ))}
    </Box>
  );
}
