/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PAGE_MESSAGES } from '../rules/messages';
import { LoadingDots } from './LoadingDots';

const screen = css`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 24px;
  text-align: center;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: #1a202c;
  h1 { font-size: 1.5rem; margin: 0; }
  p { margin: 0; color: #4a5568; }
`;

const button = css`
  margin-top: 8px;
  padding: 10px 20px;
  border: 0;
  border-radius: 6px;
  background: #28a745;
  color: #fff;
  font-size: 1rem;
  cursor: pointer;
  &:hover { background: #218838; }
  &:focus-visible { outline: 3px solid #1b6d2e; outline-offset: 2px; }
`;

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
      <button type="button" css={button} onClick={() => window.location.reload()}>
        {PAGE_MESSAGES.reloadPage}
      </button>
    </div>
  );
}
