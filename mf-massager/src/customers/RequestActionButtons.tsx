import { Button, type ButtonProps } from '@wellness/shared/chakra';
import { ACTION_LABEL, isActionEnabled, REQUEST_ACTIONS, type RequestAction } from './requestActions';

const PALETTE: Record<RequestAction, ButtonProps['colorPalette']> = { accept: 'green', reject: 'red', complete: 'blue' };

/**
 * Accept, Reject and Complete for one request, each enabled as spec section 4 says, or as `isEnabled`
 * says where more applies (My visits: Complete only from the visit's start).
 */
export function RequestActionButtons({
  request,
  busy,
  size,
  isEnabled = (action) => isActionEnabled(action, request.status),
  onAction,
}: {
  request: { name: string; status: string };
  busy: boolean;
  size: ButtonProps['size'];
  isEnabled?: (action: RequestAction) => boolean;
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
          disabled={busy || !isEnabled(action)}
          aria-label={`${ACTION_LABEL[action]} ${request.name}`}
          onClick={() => onAction(action)}
        >
          {ACTION_LABEL[action]}
        </Button>
      ))}
    </>
  );
}
