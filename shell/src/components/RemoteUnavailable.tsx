/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { LoadingDots, primaryButton, REMOTE_MESSAGES, secondaryButton, statusBox } from '@wellness/shared';
import { useEffect, useId, useRef } from 'react';

const inPage = css`
  min-height: 40vh;
  justify-content: center;
`;

/** A dialog's place: over the page, in the middle of the viewport, whatever the scroll position. */
const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 1400;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.45);
`;

const panel = css`
  background: #fff;
  border-radius: 8px;
  max-width: 420px;
  width: 100%;
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25);
`;

const actions = css`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  justify-content: center;
`;

export type RemotePlace = 'page' | 'dialog';

interface Props {
  place: RemotePlace;
  /** Failed, or still loading after a while (the load goes on and replaces this when it arrives). */
  state: 'failed' | 'slow' | 'loading';
  onRetry?: () => void;
  onClose?: () => void;
}

/**
 * Where a remote's content would be: a short wait (dialogs only: the visitor's tap gets an answer at
 * once), then a message with Try again when it failed or is slow. In a dialog's place it is itself a
 * titled modal dialog in the viewport; elsewhere a block in the page. The rest of the site keeps working.
 */
export function RemoteUnavailable({ place, state, onRetry, onClose }: Props) {
  const titleId = useId();
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (place === 'dialog' && state !== 'loading') retry.current?.focus();
  }, [place, state]);

  const body =
    state === 'loading' ? (
      <div css={statusBox}>
        <LoadingDots />
        <p id={titleId}>{REMOTE_MESSAGES.loading}</p>
      </div>
    ) : (
      <div css={[statusBox, place === 'page' && inPage]} role={place === 'page' ? 'alert' : undefined}>
        <h2 id={titleId}>{state === 'failed' ? REMOTE_MESSAGES.unavailableTitle : REMOTE_MESSAGES.slowTitle}</h2>
        <p>{state === 'failed' ? REMOTE_MESSAGES.unavailableText : REMOTE_MESSAGES.slowText}</p>
        <div css={actions}>
          <button ref={retry} type="button" css={primaryButton} onClick={onRetry}>
            {REMOTE_MESSAGES.tryAgain}
          </button>
          {place === 'dialog' && onClose && (
            <button type="button" css={secondaryButton} onClick={onClose}>
              {REMOTE_MESSAGES.close}
            </button>
          )}
        </div>
      </div>
    );
  if (place === 'page') return body;
  return (
    <div css={overlay}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog closes on Escape (WAI-ARIA dialog pattern; jsx-a11y's recommended set allows it) */}
      <div
        css={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose?.();
        }}
      >
        {body}
      </div>
    </div>
  );
}
