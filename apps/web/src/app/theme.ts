import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Mantine's palettes with two shades darkened for WCAG AA (4.5:1), so every page that uses them
 * passes without page-by-page fixes: gray 6 (secondary and "dimmed" text, #868e96 reads 3.32:1
 * on white) now reads 4.5:1 even on gray 1; teal 8 (white text in sent chat bubbles, the dark
 * scheme's filled buttons; #099268 reads 3.95:1) now reads 4.75:1. Checked in theme.test.ts.
 */
export const ACCESSIBLE_SHADES = { gray6: '#697077', teal8: '#07835e' } as const;

// Mantine's own palettes, two shades replaced.
const shade = (name: 'gray' | 'teal', index: number, value: string) =>
  DEFAULT_THEME.colors[name].map((c, i) =>
    i === index ? value : c,
  ) as unknown as MantineColorsTuple;
const gray = shade('gray', 6, ACCESSIBLE_SHADES.gray6);
const teal = shade('teal', 8, ACCESSIBLE_SHADES.teal8);

export const theme = createTheme({
  colors: { gray, teal },
  primaryColor: 'teal',
  // Shade 9 keeps white text on filled buttons and teal links at 4.5:1 or better.
  primaryShade: { light: 9, dark: 8 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif',
  defaultRadius: 'md',
});

/**
 * Text colour of the "light" variant (alert titles and icons, light buttons and badges) in the
 * light scheme. Mantine draws shade 9 on shade 1, which misses 4.5:1 for teal, green, orange and
 * yellow (yellow only 2.7:1) and for red on its hover shade; these are shade 9 darkened until
 * the text reads at 4.5:1 on both shade 1 and shade 2. Checked in theme.test.ts.
 */
export const LIGHT_VARIANT_INK = {
  red: '#ab2424',
  teal: '#076c4d',
  green: '#226e32',
  orange: '#a3360b',
  yellow: '#a15300',
  blue: '#165a9a',
} as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: Object.fromEntries(
    Object.entries(LIGHT_VARIANT_INK).map(([color, ink]) => [
      `--mantine-color-${color}-light-color`,
      ink,
    ]),
  ),
  dark: {},
});
