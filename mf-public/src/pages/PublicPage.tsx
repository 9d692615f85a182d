import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { openBooking } from '@wellness/shared';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { PAGE_TITLES, SERVICES } from '../content';

/** Placeholder for the public pages that the public-site issue builds in full. */
export function PublicPage() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const title = PAGE_TITLES[pathname] ?? 'Kothrud Wellness Spa';
  const service = SERVICES.find((item) => item.path === pathname);

  useEffect(() => {
    window.scrollTo(0, 0);
    document.title = `${title} | Kothrud Wellness Spa`;
  }, [title]);

  return (
    <Container maxW="5xl" py="10" data-remote="mf-public">
      <Heading as="h1" size="3xl" mb="4">
        {title}
      </Heading>
      <Text fontSize="lg" mb="6">
        {service?.summary ??
          'Massage, Ayurvedic therapy and wellness from our centre in Kothrud, Pune, and at your home anywhere in Pune.'}
      </Text>
      <Button colorPalette="green" onClick={() => dispatch(openBooking())}>
        Book Now
      </Button>
    </Container>
  );
}
