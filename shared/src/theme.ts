import { BREAKPOINTS, LOADING_DOT_COLOR } from './rules/constants';

const px = (value: number) => `${value}px`;

/**
 * The one Chakra UI theme config. Each remote builds its own system from it with Chakra's default tokens
 * and the recipes of the components it renders (`createLeanSystem`, ui/leanSystem.ts): Chakra itself is
 * bundled per remote, not shared.
 */
export const themeConfig = {
  globalCss: {
    // On a phone an open dialog starts below the toasts (AppToaster sets the clearance): a toast never
    // lies over its fields, and the dialog scrolls when the two do not fit together.
    '[data-scope="dialog"][data-part="positioner"]': { paddingTop: 'var(--toast-clearance, 0px)' },
  },
  theme: {
    breakpoints: {
      sm: px(BREAKPOINTS.sm),
      md: px(BREAKPOINTS.md),
      lg: px(BREAKPOINTS.lg),
      xl: px(BREAKPOINTS.xl),
      '2xl': px(BREAKPOINTS.xxl),
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e9f7ec' },
          100: { value: '#c8ebd0' },
          500: { value: LOADING_DOT_COLOR },
          600: { value: '#218838' },
          700: { value: '#1b6d2e' },
          900: { value: '#0f3d1a' },
        },
      },
      fonts: {
        heading: { value: "'Georgia', 'Times New Roman', serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // White on Chakra's green.600 (#16a34a) is 3.3:1, under WCAG's 4.5:1 for text; green.700 is 5:1.
        // Focus rings must stand out at 3:1 against white (WCAG 1.4.11): Chakra's green.500 is 2.3:1,
        // gray.400 (every field and plain button) 2.6:1; green.700 is 5:1, gray.600 7.7:1.
        green: {
          solid: { value: '{colors.green.700}' },
          focusRing: { value: '{colors.green.700}' },
        },
        gray: {
          focusRing: { value: '{colors.gray.600}' },
        },
        // The same for a pending status badge: white on orange.600 (#ea580c) is 3.6:1, on orange.700 5.2:1.
        orange: {
          solid: { value: '{colors.orange.700}' },
        },
        // A field's error message: red.500 (#ef4444) on white is 3.8:1, red.700 (#b91c1c) 6.5:1.
        fg: {
          error: { value: '{colors.red.700}' },
        },
      },
    },
  },
};
