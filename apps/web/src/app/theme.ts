import { Badge, createTheme, type CSSVariablesResolver } from '@mantine/core';

// Two of Mantine's shades are darkened for contrast, and grey text is lightened in the dark
// scheme, in accessibility.css: CSS costs the first page's JavaScript nothing.
export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white text on filled buttons and teal links at 4.5:1 or better.
  primaryShade: { light: 9, dark: 8 },
  // The stack itself (system fonts, then Noto Sans for Devanagari, Telugu and Tamil) is in fonts.css.
  fontFamily: 'var(--nivaas-font-family)',
  defaultRadius: 'md',
  components: {
    // A badge shows its label as written ("Pending", "Rented"), like the same status elsewhere on
    // the page, rather than Mantine's capitals.
    Badge: Badge.extend({ defaultProps: { tt: 'none' } }),
  },
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
