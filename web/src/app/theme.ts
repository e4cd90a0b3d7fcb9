import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Spec §9: breakpoints xs 0, sm 600, md 900, lg 1200, xl 1536 px; spacing unit 8 px, radius 4. */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      breakpoints: { sm: '600px', md: '900px', lg: '1200px', xl: '1536px' },
    },
    globalCss: {
      // a visible keyboard focus everywhere (spec: keyboard-reachable menus and dialogs)
      ':focus-visible': { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' },
    },
  }),
);
