import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { TIMINGS } from '@wellness/shared';
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Slide } from '../content/home';
import { nextSlide, previousSlide, swipeDirection } from '../lib/carousel';
import { ChevronIcon, PauseIcon, PlayIcon } from './icons';

type Direction = 'next' | 'previous';

/** Pauses while the pointer is over the carousel, keyboard focus is inside it, or the visitor pressed pause. */
function usePause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
  return { paused: hovered || focused || stopped, stopped, toggleStopped: () => setStopped((value) => !value), handlers };
}

/** The slide shown, advancing every carousel interval unless paused. */
function useSlideIndex(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);

  // The timer restarts whenever the slide changes, so a manual change gets a full interval too.
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => setIndex((current) => nextSlide(current, count)), TIMINGS.carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, index, count]);

  const go = useCallback(
    (direction: Direction) => {
      setIndex((current) => (direction === 'next' ? nextSlide(current, count) : previousSlide(current, count)));
    },
    [count],
  );
  return { index, setIndex, go };
}

/** A horizontal swipe over 40 px changes slide. */
function useSwipe(go: (direction: Direction) => void) {
  const swipeStart = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      swipeStart.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (swipeStart.current === null) return;
      const direction = swipeDirection(swipeStart.current, event.clientX);
      swipeStart.current = null;
      if (direction) go(direction);
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };
}

/** A slide and its layers (image, shade, caption) each cover the whole carousel. */
const FILL = { position: 'absolute', inset: '0' } as const;

function CarouselSlide({ slide, slideIndex, count, current }: { slide: Slide; slideIndex: number; count: number; current: boolean }) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${slideIndex + 1} of ${count}: ${slide.title}`}
      aria-hidden={!current}
      inert={!current}
      {...FILL}
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
      <Box {...FILL} bgGradient="to-t" gradientFrom="blackAlpha.800" gradientVia="blackAlpha.500" gradientTo="blackAlpha.200" />
      <Flex {...FILL} direction="column" justify="flex-end" px={{ base: '5', md: '16' }} pb={{ base: '16', md: '20' }} maxW="5xl" mx="auto" color="white">
        <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" mb="3" textShadow="0 2px 8px rgba(0,0,0,.5)">
          {slide.title}
        </Text>
        <Text fontSize={{ base: 'md', md: 'xl' }} maxW="2xl" textShadow="0 1px 6px rgba(0,0,0,.6)">
          {slide.text}
        </Text>
      </Flex>
    </Box>
  );
}

const ARROWS = [
  { direction: 'previous', label: 'Previous slide', side: { left: '2' }, chevron: 'left' },
  { direction: 'next', label: 'Next slide', side: { right: '2' }, chevron: 'right' },
] as const;

function SlideArrows({ go }: { go: (direction: Direction) => void }) {
  return ARROWS.map((arrow) => (
    <IconButton
      key={arrow.direction}
      aria-label={arrow.label}
      position="absolute"
      {...arrow.side}
      top="50%"
      transform="translateY(-50%)"
      variant="subtle"
      borderRadius="full"
      onClick={() => go(arrow.direction)}
    >
      <ChevronIcon direction={arrow.chevron} />
    </IconButton>
  ));
}

function SlideDot({ slide, slideIndex, current, onClick }: { slide: Slide; slideIndex: number; current: boolean; onClick: () => void }) {
  return (
    <Box
      as="button"
      aria-label={`Show slide ${slideIndex + 1}: ${slide.title}`}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
      boxSize="6"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      cursor="pointer"
    >
      <Box as="span" boxSize="3" borderRadius="full" bg={current ? 'white' : 'whiteAlpha.600'} borderWidth="1px" borderColor="blackAlpha.400" />
    </Box>
  );
}

/**
 * The home carousel: advances every 5000 ms, pauses while the pointer is over it (or keyboard focus is
 * inside it, or the visitor pressed pause), and a horizontal swipe over 40 px changes slide.
 */
export function Carousel({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const count = slides.length;
  const { paused, stopped, toggleStopped, handlers } = usePause();
  const { index, setIndex, go } = useSlideIndex(count, paused);
  const swipe = useSwipe(go);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      position="relative"
      overflow="hidden"
      bg="brand.900"
      {...handlers}
      data-paused={paused || undefined}
    >
      <Box
        position="relative"
        aspectRatio={{ base: '4 / 5', sm: '16 / 9', lg: '1200 / 520' }}
        maxH="600px"
        w="full"
        touchAction="pan-y"
        userSelect="none"
        {...swipe}
        aria-live={paused ? 'polite' : 'off'}
      >
        {slides.map((slide, slideIndex) => (
          <CarouselSlide key={slide.title} slide={slide} slideIndex={slideIndex} count={count} current={slideIndex === index} />
        ))}
      </Box>
      <SlideArrows go={go} />
      <Flex position="absolute" bottom="4" insetX="0" justify="center" align="center" gap="2">
        {slides.map((slide, slideIndex) => (
          <SlideDot key={slide.title} slide={slide} slideIndex={slideIndex} current={slideIndex === index} onClick={() => setIndex(slideIndex)} />
        ))}
        <IconButton
          aria-label={stopped ? 'Start slide show' : 'Pause slide show'}
          size="xs"
          variant="subtle"
          borderRadius="full"
          ml="2"
          onClick={toggleStopped}
        >
          {stopped ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
        </IconButton>
      </Flex>
    </Box>
  );
}
