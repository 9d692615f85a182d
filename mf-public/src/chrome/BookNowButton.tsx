import { Box, Button } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { BOOKING_MESSAGES, openBooking, OPENS_BOOKING_ATTRIBUTE, TIMINGS } from '@wellness/shared';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';

const pop = keyframes`
  0% { transform: scale(1); }
  50% { transform: scale(1.2); }
  100% { transform: scale(1); }
`;

/** The floating 'BOOK NOW!' button: a 300 ms pop, then the booking dialog. */
export function BookNowButton() {
  const dispatch = useDispatch();
  const [popping, setPopping] = useState(false);
  const timer = useRef<number>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A landmark of its own, so that the floating button is not content outside every region.
  return (
    <Box as="aside" aria-label="Quick booking">
      <Button
        position="fixed"
        bottom="6"
        right="6"
        zIndex="docked"
        colorPalette="green"
        bg="brand.700"
        size="lg"
        borderRadius="full"
        boxShadow="lg"
        animation={popping ? `${pop} ${TIMINGS.bookNowPopMs}ms ease-out` : undefined}
        // Not `disabled` while it pops: a disabled button loses the focus, and the dialog could not give it
        // back when it closes.
        aria-disabled={popping || undefined}
        // The pop is the answer to the tap; the dialog follows it.
        aria-busy={popping || undefined}
        {...{ [OPENS_BOOKING_ATTRIBUTE]: '' }}
        onClick={() => {
          if (popping) return;
          setPopping(true);
          timer.current = window.setTimeout(() => {
            setPopping(false);
            dispatch(openBooking());
          }, TIMINGS.bookNowPopMs);
        }}
      >
        {BOOKING_MESSAGES.bookNow}
      </Button>
    </Box>
  );
}
