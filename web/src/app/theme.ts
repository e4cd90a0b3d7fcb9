import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Spec §9: breakpoints xs 0, sm 600, md 900, lg 1200, xl 1536 px; spacing unit 8 px, radius 4. */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      breakpoints: { sm: '600px', md: '900px', lg: '1200px', xl: '1536px' },
      // WCAG AA contrast (axe): Chakra's error text (red.500, 3.8:1) and a hovered solid blue
      // button (blue.600 at 90%, 4.3:1) fall short on white; one shade darker passes
      semanticTokens: {
        colors: {
          fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
          blue: { solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.600}' } } },
        },
      },
    },
    globalCss: {
      // a visible keyboard focus everywhere (spec: keyboard-reachable menus and dialogs)
      ':focus-visible': { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' },
    },
  }),
);
