/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PAGE_MESSAGES } from '../rules/messages';
import { LoadingDots } from './LoadingDots';
import { primaryButton, statusBox } from './statusStyles';

const screen = [
  statusBox,
  css`
    min-height: 50vh;
    justify-content: center;
  `,
];

const reloadButton = [
  primaryButton,
  css`
    margin-top: 8px;
  `,
];

/** The page-load fallback of spec section 2. */
export function LoadingScreen() {
  return (
    <div css={screen}>
      <LoadingDots />
      <h1>{PAGE_MESSAGES.loadingTitle}</h1>
      <p>{PAGE_MESSAGES.loadingText}</p>
    </div>
  );
}

/** The error screen of spec section 2: left only by reloading the page. */
export function ErrorScreen() {
  return (
    <div css={screen} role="alert">
      <h1>{PAGE_MESSAGES.errorTitle}</h1>
      <p>{PAGE_MESSAGES.errorText}</p>
      <button type="button" css={reloadButton} onClick={() => window.location.reload()}>
        {PAGE_MESSAGES.reloadPage}
      </button>
    </div>
  );
}
