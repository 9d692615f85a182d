import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { themeConfig } from '@wellness/shared';

/** Built once per bundle from the one theme config: Chakra is bundled per remote, not shared. */
export const system = createSystem(defaultConfig, defineConfig(themeConfig));
