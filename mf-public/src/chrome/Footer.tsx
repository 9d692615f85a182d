import { Box, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { SERVICES } from '../content';

/** The public footer (the public-site issue adds the social links, contacts and reviews frame). */
export function Footer() {
  return (
    <Box as="footer" bg="brand.900" color="white" mt="12" py="10" data-remote="mf-public">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" maxW="7xl" mx="auto" px="4">
        <Stack as="nav" aria-label="Services" gap="1">
          <Text fontWeight="bold">Our services</Text>
          {SERVICES.map((service) => (
            <ChakraLink key={service.path} asChild color="white">
              <NavLink to={service.path}>{service.title}</NavLink>
            </ChakraLink>
          ))}
        </Stack>
        <Stack gap="1">
          <Text fontWeight="bold">Visit us</Text>
          <Text>Kothrud, Pune, Maharashtra, India</Text>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
