/** Inside views: living rooms, bedrooms and kitchens. */
import type { Random } from './demo-random';
import {
  ACCENTS,
  GREENS,
  H,
  W,
  circle,
  ellipse,
  framedArt,
  lamp,
  plant,
  poly,
  rect,
  roomShell,
  roomWindow,
  svg,
  skyDefs,
} from './demo-scene-parts';

const ROOM_WALLS = ['#f4ede4', '#e8efe9', '#efe6f0', '#fbefd9', '#e5edf5', '#f3e0d6'];
const FLOORS = ['#c8a27c', '#b88b5e', '#d9c3a5', '#a47551'];
const FABRICS = ['#3d5a80', '#e07a5f', '#81b29a', '#6d597a', '#c9a227', '#2a9d8f'];

export function living(r: Random): string {
  const sofa = r.pick(FABRICS);
  const cushion = r.pick(FABRICS);
  const green = r.pick(GREENS);
  return svg(
    skyDefs(r),
    roomShell(r.pick(ROOM_WALLS), r.pick(FLOORS)) +
      roomWindow(790, 150, 280, 300, r.pick(FABRICS)) +
      framedArt(230, 170, 230, 150, r.pick(FABRICS), r.pick(FABRICS)) +
      ellipse(420, 770, 340, 64, r.pick(FABRICS), 'opacity="0.35"') +
      rect(180, 400, 460, 110, sofa, 'rx="30"') +
      rect(160, 470, 500, 120, sofa, 'rx="24"') +
      rect(130, 440, 70, 160, sofa, 'rx="26"') +
      rect(620, 440, 70, 160, sofa, 'rx="26"') +
      rect(200, 430, 120, 80, cushion, 'rx="18" transform="rotate(-8 260 470)"') +
      rect(500, 430, 120, 80, cushion, 'rx="18" transform="rotate(8 560 470)"') +
      rect(175, 590, 14, 30, '#5b4636') +
      rect(630, 590, 14, 30, '#5b4636') +
      rect(300, 660, 240, 22, '#5b4636', 'rx="8"') +
      rect(320, 682, 12, 60, '#5b4636') +
      rect(508, 682, 12, 60, '#5b4636') +
      circle(380, 648, 14, '#ffffff') +
      plant(980, 700, green) +
      lamp(740, 620, '#f2e3c6'),
  );
}

export function bedroom(r: Random, beds: 1 | 2): string {
  const headboard = r.pick(ACCENTS);
  const green = r.pick(GREENS);
  const bed = (x: number, w: number) =>
    rect(x + 20, 380, w - 40, 190, headboard, 'rx="26"') +
    rect(x, 500, w, 150, '#fbf8f3', 'rx="18"') +
    rect(x, 560, w, 110, r.pick(FABRICS), 'rx="14"') +
    rect(x + 30, 470, w / 2 - 45, 60, '#ffffff', 'rx="20"') +
    (w > 400 ? rect(x + w / 2 + 15, 470, w / 2 - 45, 60, '#ffffff', 'rx="20"') : '');
  const table = (x: number) =>
    rect(x, 540, 90, 110, '#8a6a4f', 'rx="6"') +
    rect(x + 10, 585, 70, 6, '#000000', 'opacity="0.15"') +
    circle(x + 45, 480, 60, '#fff3c4', 'opacity="0.4"') +
    rect(x + 41, 490, 8, 50, '#4a4a4a') +
    poly(`${x + 15},${495} ${x + 75},${495} ${x + 62},${445} ${x + 28},${445}`, '#f2e3c6');
  const scene =
    beds === 1
      ? framedArt(490, 150, 220, 140, r.pick(FABRICS), r.pick(FABRICS)) +
        bed(330, 540) +
        table(210) +
        table(900)
      : roomWindow(500, 140, 200, 200, r.pick(FABRICS)) +
        bed(120, 320) +
        bed(760, 320) +
        table(555);
  return svg(
    skyDefs(r),
    roomShell(r.pick(ROOM_WALLS), r.pick(FLOORS), 640) +
      ellipse(600, 790, 380, 60, r.pick(FABRICS), 'opacity="0.3"') +
      scene +
      (beds === 1 ? plant(1110, 760, green) : plant(600, 840, green)),
  );
}

export function kitchen(r: Random): string {
  const cabinet = r.pick(['#ffffff', '#dfe7e2', '#e9dccb', '#3d5a80', '#81b29a']);
  const tile = r.pick(['#e7f0f3', '#f4ece1', '#eef0e6']);
  const tiles = Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 20 }, (_, c) =>
      rect(
        c * 60 + (row % 2) * 30,
        330 + row * 38,
        58,
        36,
        tile,
        'stroke="#d6d6d6" stroke-width="1"',
      ),
    ).join(''),
  ).join('');
  // Upper cabinets leave the middle free for the window over the sink.
  const doors = (y: number, h: number, skip: readonly number[] = []) =>
    Array.from({ length: 6 }, (_, i) =>
      skip.includes(i)
        ? ''
        : rect(
            60 + i * 180,
            y,
            170,
            h,
            cabinet,
            'rx="4" stroke="#000000" stroke-opacity="0.12" stroke-width="2"',
          ) + rect(60 + i * 180 + 75, y + (y < 400 ? h - 30 : 20), 20, 6, '#8a8a8a', 'rx="3"'),
    ).join('');
  return svg(
    skyDefs(r),
    rect(0, 0, W, H, r.pick(ROOM_WALLS)) +
      tiles +
      doors(110, 200, [2, 3]) +
      rect(450, 120, 300, 190, 'url(#sky)') +
      ellipse(540, 170, 40, 12, '#ffffff', 'opacity="0.8"') +
      rect(597, 120, 6, 190, '#ffffff') +
      rect(445, 115, 310, 200, 'none', 'stroke="#ffffff" stroke-width="10"') +
      rect(40, 520, W - 80, 28, '#4a4a4a', 'rx="4"') +
      doors(548, 260) +
      rect(0, 808, W, 92, r.pick(FLOORS)) +
      rect(140, 500, 220, 20, '#2b2b2b', 'rx="4"') +
      circle(200, 505, 26, '#3a3a3a') +
      circle(300, 505, 26, '#3a3a3a') +
      rect(540, 505, 160, 16, '#b8c4cc', 'rx="6"') +
      rect(610, 440, 8, 66, '#9aa7b0') +
      plant(940, 520, r.pick(GREENS), '#e9dccb') +
      ellipse(800, 500, 34, 22, r.pick(FABRICS)),
  );
}
