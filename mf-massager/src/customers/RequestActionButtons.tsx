import { Button, type ButtonProps } from '@chakra-ui/react';
import { ACTION_LABEL, isActionEnabled, REQUEST_ACTIONS, type RequestAction } from './requestActions';
import type { AssignedRequest } from './useAssignedRequests';

const PALETTE: Record<RequestAction, ButtonProps['colorPalette']> = { accept: 'green', reject: 'red', complete: 'blue' };

/** Accept, Reject and Complete for one request, each enabled as spec section 4 says. */
export function RequestActionButtons({
  request,
  busy,
  size,
  onAction,
}: {
  request: AssignedRequest;
  busy: boolean;
  size: ButtonProps['size'];
  onAction: (action: RequestAction) => void;
}) {
  return (
    <>
      {REQUEST_ACTIONS.map((action) => (
        <Button
          key={action}
          size={size}
          colorPalette={PALETTE[action]}
          variant={action === 'reject' ? 'outline' : 'solid'}
          disabled={busy || !isActionEnabled(action, request.status)}
          aria-label={`${ACTION_LABEL[action]} ${request.name}`}
          onClick={() => onAction(action)}
        >
          {ACTION_LABEL[action]}
        </Button>
      ))}
    </>
  );
}
