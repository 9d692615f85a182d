import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
// Chakra's theme parts one by one (the `chakra-theme` alias points into @chakra-ui/react's dist): its
// `defaultConfig` holds the recipes of every component (about 120 KB minified), which a page that
// uses a handful of components should not download or process.
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
import { textStyles } from 'chakra-theme/text-styles';
import { animations } from 'chakra-theme/tokens/animations';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios';
import { blurs } from 'chakra-theme/tokens/blurs';
import { borders } from 'chakra-theme/tokens/borders';
import { colors } from 'chakra-theme/tokens/colors';
import { cursor } from 'chakra-theme/tokens/cursor';
import { durations } from 'chakra-theme/tokens/durations';
import { easings } from 'chakra-theme/tokens/easings';
import { fontSizes } from 'chakra-theme/tokens/font-sizes';
import { fontWeights } from 'chakra-theme/tokens/font-weights';
import { fonts } from 'chakra-theme/tokens/fonts';
import { keyframes } from 'chakra-theme/tokens/keyframes';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
import { lineHeights } from 'chakra-theme/tokens/line-heights';
import { radii } from 'chakra-theme/tokens/radius';
import { sizes } from 'chakra-theme/tokens/sizes';
import { spacing } from 'chakra-theme/tokens/spacing';
import { zIndices } from 'chakra-theme/tokens/z-indices';
// The theme config itself, not through the package's entry (the store, the components): the pre-render
// builds this system in Node too (scripts/prerender/global-css.mjs).
import { themeConfig } from '../theme';

type Theme = NonNullable<SystemConfig['theme']>;

/**
 * The site's Chakra system with Chakra's default tokens, conditions and global styles (exactly what
 * `createSystem(defaultConfig, themeConfig)` gives) but only the component recipes the bundle names.
 * A component whose recipe is left out renders unstyled, so a bundle lists every recipe it renders.
 */
export function createLeanSystem(parts: {
  recipes?: Theme['recipes'];
  slotRecipes?: Theme['slotRecipes'];
  /**
   * Chakra's colour palettes the bundle uses (e.g. gray, green); the others are left out. Every palette
   * costs CSS variables and time in `createSystem`, which runs on the main thread before the first render.
   */
  palettes?: readonly string[];
}): SystemContext {
  const palettes = parts.palettes ? new Set(['transparent', 'current', 'black', 'white', ...parts.palettes]) : null;
  // Plain colours and semantic tokens that are not a palette's (bg, fg, border, …) always stay.
  const keep = (name: string) => !palettes || palettes.has(name) || !(name in colors);
  const paletteColors = Object.fromEntries(Object.entries(colors).filter(([name]) => keep(name)));
  const paletteSemanticColors = Object.fromEntries(Object.entries(semanticColors).filter(([name]) => keep(name)));
  const chakraTheme = defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        aspectRatios,
        animations,
        blurs,
        borders,
        colors: paletteColors,
        durations,
        easings,
        fonts,
        fontSizes,
        fontWeights,
        letterSpacings,
        lineHeights,
        radii,
        spacing,
        sizes,
        zIndex: zIndices,
        cursor,
      },
      semanticTokens: { colors: paletteSemanticColors, shadows: semanticShadows, radii: semanticRadii },
      recipes: parts.recipes ?? {},
      slotRecipes: parts.slotRecipes ?? {},
      textStyles,
      layerStyles,
      animationStyles,
    },
  });
  return createSystem(defaultBaseConfig, chakraTheme, defineConfig(themeConfig));
}
