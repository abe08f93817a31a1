import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Modal: { defaultProps: { transitionProps: { duration: 300 } } },
  },
});
