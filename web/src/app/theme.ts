import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, darken, type MantineColorsTuple } from '@mantine/core';

/** ICON blue, the brand colour. */
const brand: MantineColorsTuple = [
  '#e7f3ff',
  '#d0e3fb',
  '#a0c4f2',
  '#6da4ea',
  '#4388e3',
  '#2977df',
  '#186ede',
  '#075dc6',
  '#0052b2',
  '#00469e',
];

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  // Filled buttons and badges write black or white, whichever reads on their colour (white on green 6 is 2.4:1).
  autoContrast: true,
  // Black once a colour's luminance passes 0.179, where black and white read alike: Mantine's 0.3 kept white on
  // red 6 (3.3:1) and gray 6 (3.3:1), the Archived, Excluded and Closed badges.
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Modal: { defaultProps: { transitionProps: { duration: 300 } } },
  },
});

/**
 * Coloured text (`c="red"`) and the text of a light badge, button or avatar: Mantine writes shade 6, on white or on
 * a 10% tint of it, which reads 1.8:1 (yellow) to 4.3:1 (blue), below WCAG AA's 4.5:1 for small text. Shade 9
 * darkened by 30% reads at least 5:1 on the tint in every colour, and is still the colour's own.
 */
const lightTextColors = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, brand }).flatMap(([name, shades]) => {
    const text = darken(shades[9], 0.3);
    return [
      [`--mantine-color-${name}-light-color`, text],
      [`--mantine-color-${name}-text`, text],
    ];
  }),
);

/**
 * "Dimmed" text is Mantine's gray 6 (#868e96), 3.32:1 on white: below WCAG AA's 4.5:1. Gray 7 (#495057) reads
 * 8.2:1 and still looks secondary beside the body text. Links take brand 7 (5.4:1), which holds on a striped row
 * too, where brand 6 did not.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
    // An empty select's or file input's prompt is drawn text too (not the browser's ::placeholder): 4.8:1.
    '--mantine-color-placeholder': darken(DEFAULT_THEME.colors.gray[6], 0.2),
    ...lightTextColors,
  },
  dark: {},
});
