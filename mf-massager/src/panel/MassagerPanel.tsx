import { Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { MASSAGER_MESSAGES, MASSAGER_PANEL_PATH, MASSAGER_ROUTES, logOut } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { BrowserRouter, NavLink, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';

const SECTIONS: ReadonlyArray<{ path: string; label: string }> = [
  { path: MASSAGER_ROUTES.dashboard, label: 'Dashboard' },
  { path: MASSAGER_ROUTES.customers, label: 'Customer List' },
  { path: MASSAGER_ROUTES.totalReport, label: 'Total Order' },
  { path: MASSAGER_ROUTES.completedReport, label: 'Completed Order' },
  { path: MASSAGER_ROUTES.acceptedReport, label: 'Accepted Order' },
];

/** Placeholder screen: each admin screen comes with the massager-panel issue. */
function Section() {
  const { section } = useParams();
  const label = SECTIONS.find((item) => item.path === section)?.label;
  if (!label) return <Navigate to={`${MASSAGER_PANEL_PATH}/${MASSAGER_ROUTES.dashboard}`} replace />;
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">
        {label}
      </Heading>
      <Text color="fg.muted">This screen of the massager panel is being built.</Text>
    </Box>
  );
}

function Frame() {
  const navigate = useNavigate();
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="100vh" data-remote="mf-massager">
      <Stack as="nav" aria-label="Massager panel" bg="brand.900" color="white" p="4" gap="1" minW={{ md: '60' }}>
        <Text fontWeight="bold" mb="2">
          {MASSAGER_MESSAGES.welcome}
        </Text>
        {SECTIONS.map((item) => (
          <ChakraLink key={item.path} asChild color="white" px="2" py="1" borderRadius="md" _currentPage={{ bg: 'brand.700' }}>
            <NavLink to={`${MASSAGER_PANEL_PATH}/${item.path}`}>{item.label}</NavLink>
          </ChakraLink>
        ))}
        <Button
          mt="4"
          variant="outline"
          color="white"
          onClick={() => void logOut().then(() => navigate('/'))}
        >
          Log Out
        </Button>
      </Stack>
      <Box as="section" flex="1" p={{ base: '4', md: '8' }}>
        <Routes>
          <Route path={MASSAGER_PANEL_PATH} element={<Section />} />
          <Route path={`${MASSAGER_PANEL_PATH}/:section`} element={<Section />} />
        </Routes>
      </Box>
    </Flex>
  );
}

export function MassagerPanel() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Frame />
      </BrowserRouter>
    </AppProviders>
  );
}
