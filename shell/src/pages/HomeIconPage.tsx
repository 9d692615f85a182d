import { TIMINGS } from '@wellness/shared';
import { Box, Heading, IconButton, Spinner, Text, VStack } from '@wellness/shared/chakra';
import { useNavigate } from '@wellness/shared/router';
import { AppProviders } from '@wellness/shared/ui';
import { useEffect, useState } from 'react';

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="currentColor">
      <path d="M12 3 2 12h3v9h6v-6h2v6h6v-9h3L12 3z" />
    </svg>
  );
}

/** Page Not Found and Unauthorized User: a 100 ms spinner, then the page; the home icon goes to /. */
export function HomeIconPage({ title, text }: { title: string; text: string }) {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), TIMINGS.notFoundSpinnerMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return <AppProviders>{ready ? <Page title={title} text={text} onHome={() => void navigate('/')} /> : <Waiting />}</AppProviders>;
}

function Waiting() {
  return (
    <Box minH="50vh" display="flex" alignItems="center" justifyContent="center">
      <Spinner size="xl" color="brand.500" aria-label="Loading" />
    </Box>
  );
}

function Page({ title, text, onHome }: { title: string; text: string; onHome: () => void }) {
  return (
    <VStack minH="50vh" justify="center" gap="4" px="4" textAlign="center">
      <IconButton aria-label="Go to the home page" onClick={onHome} variant="ghost" size="2xl" color="brand.600">
        <HomeIcon />
      </IconButton>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
    </VStack>
  );
}
