import type { Random } from './demo-random';
import { bedroom, kitchen, living } from './demo-scenes-inside';
import { apartment, commercial, house, plot, villa } from './demo-scenes-outside';

/** What a demo picture shows; listings pick theirs by property type. */
export const SCENE_KINDS = [
  'house',
  'villa',
  'apartment',
  'plot',
  'commercial',
  'living',
  'bedroom',
  'shared-room',
  'kitchen',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** One picture of `kind` as SVG text; the same generator state always draws the same picture. */
export function drawScene(kind: SceneKind, r: Random): string {
  switch (kind) {
    case 'house':
      return house(r);
    case 'villa':
      return villa(r);
    case 'apartment':
      return apartment(r);
    case 'plot':
      return plot(r);
    case 'commercial':
      return commercial(r);
    case 'living':
      return living(r);
    case 'bedroom':
      return bedroom(r, 1);
    case 'shared-room':
      return bedroom(r, 2);
    case 'kitchen':
      return kitchen(r);
  }
}
