import { css } from '@emotion/react';

/**
 * The styles of the screens shown when the site's own parts are not there (loading, an error, a remote
 * that failed or is slow): plain CSS through emotion, without Chakra or its theme, which may be what did
 * not load.
 */
export const statusBox = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 24px;
  text-align: center;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: #1a202c;
  h1 { font-size: 1.5rem; margin: 0; }
  h2 { font-size: 1.25rem; margin: 0; }
  p { margin: 0; color: #4a5568; }
`;

// White on #1b6d2e is 6.9:1 (white on the site's green #28a745 is 3.1:1, too little for text).
export const primaryButton = css`
  padding: 10px 20px;
  border: 0;
  border-radius: 6px;
  background: #1b6d2e;
  color: #fff;
  font-size: 1rem;
  cursor: pointer;
  &:hover { background: #155724; }
  &:focus-visible { outline: 3px solid #0b3d17; outline-offset: 2px; }
`;

export const secondaryButton = css`
  padding: 10px 20px;
  border: 1px solid #4a5568;
  border-radius: 6px;
  background: #fff;
  color: #1a202c;
  font-size: 1rem;
  cursor: pointer;
  &:focus-visible { outline: 3px solid #1b6d2e; outline-offset: 2px; }
`;
