import { Box, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Benefit } from '../content/benefits';
import { BENEFIT_IMAGE_SIZE } from '../content/benefits';

/**
 * A benefit card: the title in front, the description behind. It turns over on hover, on keyboard
 * keyboard focus and on a tap or Enter (a second one turns it back).
 */
export function FlipCard({ benefit }: { benefit: Benefit }) {
  const [flipped, setFlipped] = useState(false);
  const face = {
    position: 'absolute',
    inset: '0',
    backfaceVisibility: 'hidden',
    borderRadius: 'xl',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3',
    p: '5',
    textAlign: 'center',
  } as const;

  return (
    <Box as="li" listStyleType="none">
      <Box
        className="group"
        h="64"
        css={{ perspective: '1000px' }}
        tabIndex={0}
        aria-label={benefit.title}
        role="group"
        data-flipped={flipped || undefined}
        onClick={() => setFlipped((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setFlipped((value) => !value);
          }
        }}
        cursor="pointer"
        borderRadius="xl"
        outline="none"
        _focusVisible={{ boxShadow: '0 0 0 3px var(--chakra-colors-brand-500)' }}
      >
        <Box
          position="relative"
          h="full"
          transition="transform 0.6s"
          transformStyle="preserve-3d"
          transform={flipped ? 'rotateY(180deg)' : undefined}
          css={{
            // Hover only where there is a real pointer: a tap on a phone toggles the card instead.
            '@media (hover: hover)': { '.group:hover &': { transform: 'rotateY(180deg)' } },
            '.group:focus-visible &': { transform: 'rotateY(180deg)' },
          }}
          data-testid="flip-inner"
        >
          <Box {...face} bg="white" borderWidth="1px" borderColor="brand.100" boxShadow="md">
            <img
              src={benefit.image}
              alt=""
              width={BENEFIT_IMAGE_SIZE.width / 2}
              height={BENEFIT_IMAGE_SIZE.height / 2}
              loading="lazy"
              style={{ borderRadius: '50%' }}
            />
            <Heading as="h2" fontSize="xl" color="brand.700">
              {benefit.title}
            </Heading>
          </Box>
          <Box {...face} bg="brand.700" color="white" transform="rotateY(180deg)" boxShadow="md">
            <Text fontWeight="bold" fontSize="lg" aria-hidden="true">
              {benefit.title}
            </Text>
            <Text>{benefit.info}</Text>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
