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

/**
 * Background of the "filled" variant (badges, buttons, chips) and its hover, behind white text,
 * in both schemes. Mantine fills with shade 9 in the light scheme (our primaryShade) and shade 8
 * in the dark one, and hovers with the other; for these colours white text on those reads below
 * 4.5:1 (orange 9 only 4.29:1). These are shade 9 darkened just enough: the filled one to
 * 4.5:1, its hover a little further. In the light scheme the outline variant's border and text
 * take the filled shade too. Checked in theme.test.ts.
 */
export const FILLED = {
  green: ['#2a863c', '#267a37'],
  lime: ['#51830c', '#4a780b'],
  yellow: ['#b65e00', '#a75600'],
  orange: ['#d1450e', '#c03f0d'],
  cyan: ['#0b7285', '#0a697b'],
} as const;

/**
 * The dark scheme lightens grey shades 6 to 9 for text (accessibility.css); Mantine fills grey
 * with shade 8, which would put white text on light grey. Mantine's own dark greys instead.
 */
const DARK_GRAY_FILLED = ['#343a40', '#212529'] as const;

/** Grey text in the dark scheme ("dimmed"): Mantine's #828282 reads 4.29:1 on the footer. */
export const DARK_DIMMED = '#969696';

const filled = (color: string, [fill, hover]: readonly [string, string]) => ({
  [`--mantine-color-${color}-filled`]: fill,
  [`--mantine-color-${color}-filled-hover`]: hover,
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: Object.assign(
    {},
    ...Object.entries(LIGHT_VARIANT_INK).map(([color, ink]) => ({
      [`--mantine-color-${color}-light-color`]: ink,
    })),
    ...Object.entries(FILLED).map(([color, shades]) => ({
      ...filled(color, shades),
      [`--mantine-color-${color}-outline`]: shades[0],
    })),
  ) as Record<string, string>,
  dark: Object.assign(
    { '--mantine-color-dimmed': DARK_DIMMED },
    ...Object.entries(FILLED).map(([color, shades]) => filled(color, shades)),
    filled('gray', DARK_GRAY_FILLED),
  ) as Record<string, string>,
});
