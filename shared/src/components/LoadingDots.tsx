/** @jsxImportSource @emotion/react */
import { css, keyframes } from '@emotion/react';
import { LOADING_DOT_COLOR, LOADING_DOT_COUNT } from '../rules/constants';

const pulse = keyframes`
  0%, 80%, 100% { transform: scale(0.4); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

const grid = css`
  display: inline-grid;
  grid-template-columns: repeat(3, 12px);
  gap: 6px;
`;

const dot = (index: number) => css`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${LOADING_DOT_COLOR};
  animation: ${pulse} 1.2s ${index * 0.1}s infinite ease-in-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The site's loading indicator: nine green dots (spec section 9). */
export function LoadingDots({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" aria-label={label} css={grid} data-testid="loading-dots">
      {Array.from({ length: LOADING_DOT_COUNT }, (_, index) => (
        <span key={index} css={dot(index)} />
      ))}
    </span>
  );
}
