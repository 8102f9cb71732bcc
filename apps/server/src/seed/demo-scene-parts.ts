import type { Random } from './demo-random';

/** Drawing pieces shared by the demo pictures (1200 × 900 SVG, flat illustration style). */
export const W = 1200;
export const H = 900;

export const SKIES = [
  ['#8ec5e8', '#e4f3fb'],
  ['#f4b98f', '#fde8d2'],
  ['#a7c4e2', '#f0f5fa'],
  ['#9fd3cf', '#eaf7f4'],
  ['#c6b6e3', '#f6eefb'],
] as const;
export const GREENS = ['#5b8c5a', '#6fa56b', '#4f7942', '#7fb069', '#3f7d5b'] as const;
export const ACCENTS = ['#2f5d62', '#8c2f39', '#3d4a7a', '#c0743a', '#6d597a', '#2a9d8f'] as const;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
export const poly = (points: string, fill: string, extra = '') =>
  `<polygon points="${points}" fill="${fill}" ${extra}/>`;

/** Drawn on a 1200 × 900 grid, rendered at 960 × 720: sharp enough for the listing page, cheap to encode. */
export const RENDER_WIDTH = 960;
export const RENDER_HEIGHT = 720;

export const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER_WIDTH}" height="${RENDER_HEIGHT}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

/** The `sky` gradient every scene's sky and windows fill with. */
export const skyDefs = (r: Random) => {
  const [top, bottom] = r.pick(SKIES);
  return gradient('sky', top, bottom);
};

export const gradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** Sky, sun and a couple of clouds; the sky gradient must be defined as `sky`. */
export function skyLayer(r: Random): string {
  const sunX = r.int(150, 1050);
  const clouds = [0, 1, 2]
    .map(() => {
      const x = r.int(80, 1100);
      const y = r.int(90, 260);
      return `<g opacity="0.85">${ellipse(x, y, 70, 24, '#ffffff')}${ellipse(x + 40, y - 14, 46, 26, '#ffffff')}${ellipse(x - 36, y - 8, 36, 20, '#ffffff')}</g>`;
    })
    .join('');
  return `${rect(0, 0, W, H, 'url(#sky)')}${circle(sunX, r.int(120, 200), 62, '#fff3c4', 'opacity="0.9"')}${clouds}`;
}

export function hills(r: Random, colour: string, y = 600): string {
  const a = r.int(-60, 60);
  return `<path d="M0 ${y} Q 260 ${y - 130 + a} 560 ${y - 10} T 1200 ${y - 40 - a} V ${H} H 0 Z" fill="${colour}" opacity="0.55"/>`;
}

export function tree(x: number, base: number, size: number, green: string): string {
  return (
    rect(x - size * 0.08, base - size * 0.9, size * 0.16, size * 0.9, '#7a5230') +
    circle(x, base - size * 1.05, size * 0.45, green) +
    circle(x - size * 0.3, base - size * 0.8, size * 0.32, green, 'opacity="0.9"') +
    circle(x + size * 0.32, base - size * 0.82, size * 0.34, green, 'opacity="0.85"')
  );
}

/** A coconut palm: every South Indian street has one. */
export function palm(x: number, base: number, height: number, green: string): string {
  const top = base - height;
  const trunk = `<path d="M${x - 10} ${base} Q ${x + 30} ${base - height / 2} ${x + 14} ${top} L ${x + 24} ${top} Q ${x + 44} ${base - height / 2} ${x + 10} ${base} Z" fill="#8b6b4a"/>`;
  const leaves = [-150, -110, -70, -30, 10]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const ex = x + 19 + Math.cos(rad) * 130;
      const ey = top + Math.sin(rad) * 60 + 50;
      return `<path d="M${x + 19} ${top} Q ${(x + 19 + ex) / 2} ${top - 70} ${ex} ${ey}" stroke="${green}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return trunk + leaves;
}

export function windowPane(x: number, y: number, w: number, h: number, glass = '#bcd9ea'): string {
  return (
    rect(x - 6, y - 6, w + 12, h + 12, '#ffffff', 'rx="3"') +
    rect(x, y, w, h, glass) +
    poly(
      `${x},${y + h} ${x + w * 0.45},${y} ${x + w * 0.7},${y} ${x + w * 0.25},${y + h}`,
      '#ffffff',
      'opacity="0.35"',
    ) +
    rect(x + w / 2 - 2, y, 4, h, '#ffffff') +
    rect(x, y + h / 2 - 2, w, 4, '#ffffff')
  );
}

/** Wall and floor of a room, with floor boards and a skirting line. */
export function roomShell(wall: string, floor: string, horizon = 620): string {
  const boards = Array.from({ length: 14 }, (_, i) =>
    rect(i * 90, horizon, 2, H - horizon, '#000000', 'opacity="0.08"'),
  ).join('');
  return (
    rect(0, 0, W, horizon, wall) +
    rect(0, horizon, W, H - horizon, floor) +
    boards +
    rect(0, horizon - 12, W, 14, '#ffffff', 'opacity="0.7"')
  );
}

/** A window with a bit of sky and curtains; the sky gradient must be defined as `sky`. */
export function roomWindow(x: number, y: number, w: number, h: number, curtain: string): string {
  return (
    rect(x - 10, y - 10, w + 20, h + 20, '#ffffff', 'rx="4"') +
    rect(x, y, w, h, 'url(#sky)') +
    ellipse(x + w * 0.35, y + h * 0.3, 40, 14, '#ffffff', 'opacity="0.8"') +
    rect(x + w / 2 - 3, y, 6, h, '#ffffff') +
    rect(x - 40, y - 24, 50, h + 70, curtain, 'rx="10" opacity="0.9"') +
    rect(x + w - 10, y - 24, 50, h + 70, curtain, 'rx="10" opacity="0.9"') +
    rect(x - 50, y - 30, w + 100, 8, '#8a7560', 'rx="4"')
  );
}

export function plant(x: number, base: number, green: string, pot = '#c0743a'): string {
  const leaves = [-60, -30, 0, 30, 60]
    .map(
      (deg, i) =>
        `<ellipse cx="${x}" cy="${base - 120 - (i % 2) * 20}" rx="22" ry="70" fill="${green}" transform="rotate(${deg} ${x} ${base - 70})" opacity="0.95"/>`,
    )
    .join('');
  return (
    leaves +
    poly(`${x - 45},${base - 80} ${x + 45},${base - 80} ${x + 32},${base} ${x - 32},${base}`, pot)
  );
}

export function framedArt(
  x: number,
  y: number,
  w: number,
  h: number,
  a: string,
  b: string,
): string {
  return (
    rect(x - 10, y - 10, w + 20, h + 20, '#5b4636', 'rx="3"') +
    rect(x, y, w, h, '#fbf7f0') +
    circle(x + w * 0.7, y + h * 0.35, h * 0.18, a) +
    poly(`${x},${y + h} ${x + w * 0.35},${y + h * 0.4} ${x + w * 0.7},${y + h}`, b) +
    poly(
      `${x + w * 0.4},${y + h} ${x + w * 0.65},${y + h * 0.55} ${x + w},${y + h}`,
      b,
      'opacity="0.7"',
    )
  );
}

export function lamp(x: number, base: number, shade: string): string {
  return (
    circle(x, base - 300, 90, '#fff3c4', 'opacity="0.35"') +
    rect(x - 3, base - 300, 6, 300, '#4a4a4a') +
    ellipse(x, base, 40, 8, '#4a4a4a') +
    poly(
      `${x - 45},${base - 290} ${x + 45},${base - 290} ${x + 30},${base - 360} ${x - 30},${base - 360}`,
      shade,
    )
  );
}
