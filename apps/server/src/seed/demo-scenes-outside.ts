/** Outside views: houses, villas, towers, plots and shops. */
import type { Random } from './demo-random';
import {
  ACCENTS,
  GREENS,
  H,
  W,
  circle,
  ellipse,
  hills,
  palm,
  poly,
  rect,
  skyLayer,
  svg,
  tree,
  windowPane,
  skyDefs,
} from './demo-scene-parts';

const EXTERIOR_WALLS = ['#f2e3c6', '#e9c9a8', '#d9e4ec', '#f1d0c4', '#e6e0d4', '#cfe0c9'];
const ROOFS = ['#b5533c', '#6d4c41', '#4a5d73', '#8a3b2e'];

const ground = (r: Random, y = 700) =>
  rect(0, y, W, H - y, r.pick(GREENS)) + rect(0, y, W, 10, '#000000', 'opacity="0.06"');

export function house(r: Random): string {
  const wall = r.pick(EXTERIOR_WALLS);
  const green = r.pick(GREENS);
  const body =
    rect(360, 430, 480, 280, wall) +
    rect(720, 250, 50, 120, r.pick(ROOFS)) +
    poly('320,440 600,250 880,440', r.pick(ROOFS)) +
    windowPane(410, 500, 110, 90) +
    windowPane(680, 500, 110, 90) +
    rect(565, 560, 70, 150, r.pick(ACCENTS), 'rx="4"') +
    circle(620, 640, 5, '#f2d16b') +
    poly('565,710 635,710 720,900 480,900', '#d8c3a5');
  return svg(
    skyDefs(r),
    skyLayer(r) +
      hills(r, green) +
      ground(r) +
      body +
      tree(200, 720, 180, green) +
      palm(1000, 730, 330, green) +
      [0, 1, 2, 3].map((i) => ellipse(400 + i * 30, 712, 34, 20, green)).join(''),
  );
}

export function villa(r: Random): string {
  const wall = r.pick(EXTERIOR_WALLS);
  const green = r.pick(GREENS);
  const glass = '#a9cbe0';
  const windows = [0, 1, 2]
    .flatMap((c) => [
      windowPane(360 + c * 170, 300, 100, 90, glass),
      windowPane(360 + c * 170, 490, 100, 90, glass),
    ])
    .join('');
  return svg(
    skyDefs(r),
    skyLayer(r) +
      hills(r, green, 620) +
      ground(r, 710) +
      rect(320, 260, 560, 450, wall) +
      rect(300, 240, 600, 26, '#ffffff') +
      rect(320, 420, 560, 14, '#ffffff', 'opacity="0.8"') +
      windows +
      rect(880, 400, 180, 310, wall, 'opacity="0.85"') +
      windowPane(930, 470, 80, 80, glass) +
      rect(150, 640, 170, 70, '#ffffff', 'opacity="0.7"') +
      rect(150, 700, 900, 14, '#9aa3a8') +
      palm(180, 720, 380, green) +
      tree(1120, 720, 150, green),
  );
}

export function apartment(r: Random): string {
  const wall = r.pick(EXTERIOR_WALLS);
  const side = r.pick(EXTERIOR_WALLS);
  const green = r.pick(GREENS);
  const rows = 9;
  const grid = Array.from(
    { length: rows },
    (_, row) =>
      [0, 1, 2, 3]
        .map((c) => {
          const lit = r.chance(0.25) ? '#f7e3a1' : '#b5d3e6';
          return rect(445 + c * 82, 170 + row * 64, 58, 40, lit, 'rx="2"');
        })
        .join('') + rect(430, 214 + row * 64, 340, 8, '#000000', 'opacity="0.12"'),
  ).join('');
  const sideGrid = Array.from({ length: 6 }, (_, row) =>
    [0, 1].map((c) => rect(205 + c * 90, 330 + row * 64, 60, 40, '#b5d3e6', 'rx="2"')).join(''),
  ).join('');
  return svg(
    skyDefs(r),
    skyLayer(r) +
      rect(860, 260, 200, 520, '#ffffff', 'opacity="0.45"') +
      rect(180, 300, 210, 480, side) +
      sideGrid +
      rect(420, 140, 360, 640, wall) +
      rect(410, 130, 380, 18, '#ffffff', 'opacity="0.8"') +
      grid +
      rect(0, 780, W, 120, '#8d949a') +
      Array.from({ length: 8 }, (_, i) =>
        rect(40 + i * 150, 835, 80, 8, '#ffffff', 'opacity="0.8"'),
      ).join('') +
      rect(0, 770, W, 14, '#c9c2b4') +
      tree(120, 780, 150, green) +
      tree(860, 780, 130, green) +
      tree(1080, 780, 160, green),
  );
}

export function plot(r: Random): string {
  const green = r.pick(GREENS);
  const posts = Array.from({ length: 13 }, (_, i) =>
    rect(40 + i * 95, 560, 12, 90, '#8b6b4a'),
  ).join('');
  const furrows = Array.from({ length: 6 }, (_, i) =>
    rect(0, 680 + i * 38, W, 6, '#000000', 'opacity="0.05"'),
  ).join('');
  return svg(
    skyDefs(r),
    skyLayer(r) +
      hills(r, green, 560) +
      rect(0, 600, W, 300, '#c8b07a') +
      furrows +
      posts +
      rect(30, 580, 1150, 4, '#6b5440') +
      rect(30, 615, 1150, 4, '#6b5440') +
      rect(770, 470, 10, 190, '#6b5440') +
      rect(700, 430, 150, 90, '#ffffff', 'rx="6"') +
      poly('745,485 775,455 805,485', r.pick(ACCENTS)) +
      rect(752, 485, 46, 24, r.pick(ACCENTS)) +
      palm(240, 640, 360, green) +
      palm(330, 620, 300, green) +
      tree(1050, 620, 140, green),
  );
}

export function commercial(r: Random): string {
  const wall = r.pick(EXTERIOR_WALLS);
  const accent = r.pick(ACCENTS);
  const stripes = Array.from({ length: 12 }, (_, i) =>
    rect(250 + i * 60, 470, 60, 50, i % 2 ? '#ffffff' : accent),
  ).join('');
  const upper = [0, 1]
    .flatMap((row) => [0, 1, 2, 3].map((c) => windowPane(290 + c * 170, 180 + row * 130, 110, 80)))
    .join('');
  return svg(
    skyDefs(r),
    skyLayer(r) +
      rect(230, 140, 740, 640, wall) +
      upper +
      rect(250, 420, 700, 44, accent, 'rx="4"') +
      stripes +
      rect(270, 540, 660, 240, '#a9cbe0') +
      rect(590, 560, 90, 220, '#8fb3c9') +
      rect(270, 540, 660, 240, 'none', 'stroke="#ffffff" stroke-width="8"') +
      rect(0, 780, W, 120, '#9aa0a6') +
      tree(120, 790, 160, r.pick(GREENS)) +
      tree(1080, 790, 150, r.pick(GREENS)),
  );
}
