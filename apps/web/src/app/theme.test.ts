import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, DARK_DIMMED, FILLED, LIGHT_VARIANT_INK, theme } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('light variant colours', () => {
  it.each(Object.entries(LIGHT_VARIANT_INK))(
    '%s text reads at 4.5:1 on its light background and hover',
    (color, ink) => {
      const shades = DEFAULT_THEME.colors[color]!;
      expect(contrast(ink, shades[1])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(ink, shades[2])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('covers every colour the app draws light alerts, buttons and badges in', () => {
    // Mantine's own shade 9 on shade 1 is below 4.5:1 for each of these.
    for (const color of ['teal', 'green', 'orange', 'yellow']) {
      const shades = DEFAULT_THEME.colors[color]!;
      expect(contrast(shades[9], shades[1]), color).toBeLessThan(4.5);
      expect(LIGHT_VARIANT_INK).toHaveProperty(color);
    }
  });

  it('puts the darker ink into the light scheme only', () => {
    const vars = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME);
    expect(vars.light['--mantine-color-yellow-light-color']).toBe(LIGHT_VARIANT_INK.yellow);
    expect(vars.light['--mantine-color-teal-light-color']).toBe(LIGHT_VARIANT_INK.teal);
    expect(Object.keys(vars.dark).filter((name) => name.endsWith('-light-color'))).toEqual([]);
  });
});

// The overrides as the browser gets them (accessibility.css), light and dark.
const css = readFileSync(fileURLToPath(new URL('./accessibility.css', import.meta.url)), 'utf8');
const block = (selector: string) => {
  const body = css.split(`${selector} {`)[1]?.split('}')[0] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/--mantine-color-([a-z]+-\d): (#[0-9a-f]{6});/g)].map((m) => [m[1]!, m[2]!]),
  );
};
const light = block('html:root');
const dark = block("html:root[data-mantine-color-scheme='dark']");

describe('accessible shades (WCAG AA, 4.5:1)', () => {
  it("secondary grey text reads on white, gray 0 and gray 1, where Mantine's does not", () => {
    expect(contrast(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(4.5);
    for (const bg of ['#ffffff', DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]]) {
      expect(contrast(light['gray-6']!, bg), bg).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('white text reads on teal 8 (sent chat bubbles, dark-scheme buttons)', () => {
    expect(contrast('#ffffff', DEFAULT_THEME.colors.teal[8])).toBeLessThan(4.5);
    expect(contrast('#ffffff', light['teal-8']!)).toBeGreaterThanOrEqual(4.5);
  });

  const TEXT = ['gray-6', 'gray-7', 'gray-8', 'gray-9'];
  const SURFACES = ['gray-1', 'gray-2', 'gray-3', 'teal-1'];
  // The scheme's text (dark 0) and grey text down to gray 6 (secondary text).
  const inks = () => [DEFAULT_THEME.colors.dark[0], ...TEXT.map((name) => dark[name]!)];
  const nearerBlack = (hex: string) => contrast(hex, '#000000') < contrast(hex, '#ffffff');

  it('grey text shades read on the dark body', () => {
    expect(Object.keys(dark)).toEqual([...TEXT, ...SURFACES]);
    for (const name of TEXT) {
      expect(contrast(dark[name]!, DEFAULT_THEME.colors.dark[7]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('pale grey surfaces turn dark in the dark scheme, and its text reads on them', () => {
    for (const surface of SURFACES) {
      expect(nearerBlack(dark[surface]!), surface).toBe(true);
      // Gray 3 is drawn as borders, never under text.
      if (surface !== 'gray-3')
        for (const ink of inks())
          expect(contrast(ink, dark[surface]!), `${ink} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("leaves shade 0 alone: Mantine's dark scheme writes light-variant text in it", () => {
    expect(Object.keys(dark).filter((name) => name.endsWith('-0'))).toEqual([]);
  });

  it('our pale panels and tints are dark in the dark scheme, and text reads on them', () => {
    const tints = Object.fromEntries(
      [...css.matchAll(/--nivaas-([a-z-]+): (#[0-9a-f]{6});/g)].map((m) => [m[1]!, m[2]!]),
    );
    expect(Object.keys(tints)).toEqual(['subtle', 'teal-tint', 'red-tint', 'yellow-tint']);
    for (const [name, value] of Object.entries(tints)) {
      expect(nearerBlack(value), name).toBe(true);
      for (const ink of inks())
        expect(contrast(ink, value), `${ink} on ${name}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('filled and outline variants in every palette colour', () => {
  const vars = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME);
  // A shade as the browser has it: Mantine's, unless accessibility.css changes it.
  const shade = (scheme: 'light' | 'dark', color: string, n: number) =>
    (scheme === 'dark' ? { ...light, ...dark } : light)[`${color}-${n}`] ??
    DEFAULT_THEME.colors[color]![n]!;
  const colors = Object.keys(DEFAULT_THEME.colors).filter((c) => c !== 'dark');
  // Mantine's own choice (primaryShade 9 light, 8 dark; hover the other), unless we override it.
  const variant = (scheme: 'light' | 'dark', color: string, name: string, n: number) =>
    vars[scheme][`--mantine-color-${color}-${name}`] ?? shade(scheme, color, n);

  it.each(colors)('white text reads at 4.5:1 on filled %s and its hover, light and dark', (c) => {
    expect(contrast('#ffffff', variant('light', c, 'filled', 9)), 'light').toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrast('#ffffff', variant('light', c, 'filled-hover', 8))).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', variant('dark', c, 'filled', 8)), 'dark').toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrast('#ffffff', variant('dark', c, 'filled-hover', 9))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colors)('outline %s text reads at 4.5:1 on white and on the dark body', (c) => {
    expect(contrast(variant('light', c, 'outline', 9), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(variant('dark', c, 'outline', 4), DEFAULT_THEME.colors.dark[7]),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('changes only the shades that needed it (orange 9 read 4.29:1 behind white)', () => {
    expect(contrast('#ffffff', DEFAULT_THEME.colors.orange[9])).toBeLessThan(4.5);
    for (const [color, [fill]] of Object.entries(FILLED))
      if (fill !== DEFAULT_THEME.colors[color]![9])
        expect(contrast('#ffffff', fill), color).toBeLessThan(5);
  });

  it('dimmed text in the dark scheme reads on the footer and on cards', () => {
    for (const bg of [DEFAULT_THEME.colors.dark[8], DEFAULT_THEME.colors.dark[7], '#2e2e2e'])
      expect(contrast(DARK_DIMMED, bg), bg).toBeGreaterThanOrEqual(4.5);
  });
});
