import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { TIMINGS } from '@wellness/shared';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Slide } from '../content/home';
import { nextSlide, previousSlide, swipeDirection } from '../lib/carousel';
import { ChevronIcon, PauseIcon, PlayIcon } from './icons';

/**
 * The home carousel: advances every 5000 ms, pauses while the pointer is over it (or keyboard focus is
 * inside it, or the visitor pressed pause), and a horizontal swipe over 40 px changes slide.
 */
export function Carousel({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;
  const paused = hovered || focused || stopped;

  // The timer restarts whenever the slide changes, so a manual change gets a full interval too.
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => nextSlide(current, count)), TIMINGS.carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, index, count]);

  const go = useCallback(
    (direction: 'next' | 'previous') => {
      setIndex((current) => (direction === 'next' ? nextSlide(current, count) : previousSlide(current, count)));
    },
    [count],
  );

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const direction = swipeDirection(swipeStart.current, event.clientX);
    swipeStart.current = null;
    if (direction) go(direction);
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      position="relative"
      overflow="hidden"
      bg="brand.900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      data-paused={paused || undefined}
    >
      <Box
        position="relative"
        aspectRatio={{ base: '4 / 5', sm: '16 / 9', lg: '1200 / 520' }}
        maxH="600px"
        w="full"
        touchAction="pan-y"
        userSelect="none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {slides.map((slide, slideIndex) => {
          const current = slideIndex === index;
          return (
            <Box
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}: ${slide.title}`}
              aria-hidden={!current}
              inert={!current}
              position="absolute"
              inset="0"
              opacity={current ? 1 : 0}
              transition={`opacity ${TIMINGS.defaultTransitionMs * 2}ms ease`}
              data-current={current || undefined}
            >
              <img
                src={slide.image.src}
                alt={slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                loading={slideIndex === 0 ? 'eager' : 'lazy'}
                fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                draggable={false}
                style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
              />
              <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom="blackAlpha.800" gradientVia="blackAlpha.500" gradientTo="blackAlpha.200" />
              <Flex
                position="absolute"
                inset="0"
                direction="column"
                justify="flex-end"
                px={{ base: '5', md: '16' }}
                pb={{ base: '16', md: '20' }}
                maxW="5xl"
                mx="auto"
                color="white"
              >
                <Text
                  fontFamily="heading"
                  fontWeight="bold"
                  fontSize={{ base: '3xl', md: '5xl' }}
                  lineHeight="1.1"
                  mb="3"
                  textShadow="0 2px 8px rgba(0,0,0,.5)"
                >
                  {slide.title}
                </Text>
                <Text fontSize={{ base: 'md', md: 'xl' }} maxW="2xl" textShadow="0 1px 6px rgba(0,0,0,.6)">
                  {slide.text}
                </Text>
              </Flex>
            </Box>
          );
        })}
      </Box>
      <IconButton
        aria-label="Previous slide"
        position="absolute"
        left="2"
        top="50%"
        transform="translateY(-50%)"
        variant="subtle"
        borderRadius="full"
        onClick={() => go('previous')}
      >
        <ChevronIcon direction="left" />
      </IconButton>
      <IconButton
        aria-label="Next slide"
        position="absolute"
        right="2"
        top="50%"
        transform="translateY(-50%)"
        variant="subtle"
        borderRadius="full"
        onClick={() => go('next')}
      >
        <ChevronIcon direction="right" />
      </IconButton>
      <Flex position="absolute" bottom="4" insetX="0" justify="center" align="center" gap="2">
        {slides.map((slide, slideIndex) => (
          <Box
            as="button"
            key={slide.title}
            aria-label={`Show slide ${slideIndex + 1}: ${slide.title}`}
            aria-current={slideIndex === index ? 'true' : undefined}
            onClick={() => setIndex(slideIndex)}
            boxSize="6"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            cursor="pointer"
          >
            <Box
              as="span"
              boxSize="3"
              borderRadius="full"
              bg={slideIndex === index ? 'white' : 'whiteAlpha.600'}
              borderWidth="1px"
              borderColor="blackAlpha.400"
            />
          </Box>
        ))}
        <IconButton
          aria-label={stopped ? 'Start slide show' : 'Pause slide show'}
          size="xs"
          variant="subtle"
          borderRadius="full"
          ml="2"
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
        </IconButton>
      </Flex>
    </Box>
  );
}
