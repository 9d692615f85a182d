import { MASSAGER_MESSAGES } from '@wellness/shared';
import { Alert, Button } from '@wellness/shared/chakra';

/** The panel's 'Failed to fetch data' alert (spec section 8), with a way to try again. */
export function FetchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{MASSAGER_MESSAGES.fetchFailed}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
