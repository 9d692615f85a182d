import { Box, Button, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { ADMIN_PANEL_PATH, ADMIN_ROUTES, logOut } from '@wellness/shared';
import { AppProviders } from '@wellness/shared/ui';
import { BrowserRouter, NavLink, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';

const SECTIONS: ReadonlyArray<{ path: string; label: string }> = [
  { path: ADMIN_ROUTES.dashboard, label: 'Dashboard' },
  { path: ADMIN_ROUTES.customers, label: 'Customers List' },
  { path: ADMIN_ROUTES.massagers, label: "Massager's List" },
  { path: ADMIN_ROUTES.videos, label: 'Feedback' },
  { path: ADMIN_ROUTES.totalReport, label: 'Total Order' },
  { path: ADMIN_ROUTES.acceptedReport, label: 'Accepted Order' },
  { path: ADMIN_ROUTES.completedReport, label: 'Completed Order' },
  { path: ADMIN_ROUTES.pendingReport, label: 'Pending Order' },
];

/** Placeholder screen: each admin screen comes with the admin-panel issue. */
function Section() {
  const { section } = useParams();
  const label = SECTIONS.find((item) => item.path === section)?.label;
  if (!label) return <Navigate to={`${ADMIN_PANEL_PATH}/${ADMIN_ROUTES.dashboard}`} replace />;
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">
        {label}
      </Heading>
      <Text color="fg.muted">This screen of the admin panel is being built.</Text>
    </Box>
  );
}

function Frame() {
  const navigate = useNavigate();
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="100vh" data-remote="mf-admin">
      <Stack as="nav" aria-label="Admin panel" bg="brand.900" color="white" p="4" gap="1" minW={{ md: '60' }}>
        <Text fontWeight="bold" mb="2">
          Admin Panel
        </Text>
        {SECTIONS.map((item) => (
          <ChakraLink key={item.path} asChild color="white" px="2" py="1" borderRadius="md" _currentPage={{ bg: 'brand.700' }}>
            <NavLink to={`${ADMIN_PANEL_PATH}/${item.path}`}>{item.label}</NavLink>
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
          <Route path={ADMIN_PANEL_PATH} element={<Section />} />
          <Route path={`${ADMIN_PANEL_PATH}/:section`} element={<Section />} />
        </Routes>
      </Box>
    </Flex>
  );
}

export function AdminPanel() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Frame />
      </BrowserRouter>
    </AppProviders>
  );
}
