import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allFaceLeaks, faceLeaks } from './module-faces';

const SRC = path.resolve(import.meta.dirname, '../../src');

/**
 * Names a face still exports from its repository, each with its reason: `<module>: <name>`.
 * This list only shrinks: a name replaced by a use case or a read model must leave it (the test
 * fails on an entry no face exports any more), and a new one fails until it is a use case or a
 * read model of the module (docs/architecture.md, "What a module holds").
 */
const ALLOWED: Record<string, string> = {
  'properties: PropertyInsert': 'the demo seed writes listings in bulk through the face',
  'properties: PropertyLists': 'the demo seed writes listings in bulk through the face',
  'properties: PropertyImageInsert': 'the demo seed writes listing photos in bulk through the face',
  'properties: toColumns': 'the demo seed writes listings in bulk through the face',
  'roommates: roommateProfileRow': 'the roommate benchmark writes profiles in bulk',
  'services: serviceRows': 'the demo seed and the services benchmark write services in bulk',
};

const key = (l: { module: string; name: string }) => `${l.module}: ${l.name}`;

describe("a module's face", () => {
  it('exports use cases and read models, not its repository or its rows', () => {
    const leaks = allFaceLeaks(SRC)
      .filter((l) => !(key(l) in ALLOWED))
      .map((l) => `${key(l)} (${l.why})`);
    expect(leaks).toEqual([]);
  });

  it('exports no row type, whatever the allow-list says (readers get a read model)', () => {
    expect(allFaceLeaks(SRC).filter((l) => l.rowType)).toEqual([]);
  });

  it('keeps no allow-list entry that no face exports any more (the list only shrinks)', () => {
    const exported = new Set(allFaceLeaks(SRC).map(key));
    expect(Object.keys(ALLOWED).filter((k) => !exported.has(k))).toEqual([]);
  });
});

describe('the face check', () => {
  it('refuses a re-export from a repository, a row type and a function answering a row', () => {
    const source = `
      import { findBooking, type BookingRow } from './bookings.repository';
      export { findThing } from './things.repository';
      export type { ThingRow } from './present-thing';
      export { toColumns } from './present-thing';
      export const findStay = (db: Db, id: string): Promise<BookingRow | undefined> =>
        findBooking(db, id);
      export async function loadThing(id: string): Promise<ThingInsert> { return load(id); }
      export type StayRow = BookingRow;
    `;
    expect(faceLeaks('m', source).map((l) => l.name)).toEqual([
      'findThing',
      'ThingRow',
      'toColumns',
      'findStay',
      'loadThing',
      'StayRow',
    ]);
  });

  it('tells a row type from a row builder: a type named *Row or *Rows fails whatever the list says', () => {
    const source = `
      export type { ThingRow } from './present-thing';
      export { type OtherRows, thingRows } from './present-thing';
      export interface StayRow { id: string }
      export const roommateProfileRow = () => ({});
    `;
    expect(faceLeaks('m', source).map((l) => [l.name, l.rowType])).toEqual([
      ['ThingRow', true],
      ['OtherRows', true],
      ['thingRows', false],
      ['StayRow', true],
      ['roommateProfileRow', false],
    ]);
  });

  it('lets use cases, read models and their types pass', () => {
    const source = `
      import { findBooking } from './bookings.repository';
      export { thingsRoutes } from './things.routes';
      export { findStay, type StayFacts } from './find-stay';
      export interface DueFacts { id: string; amountPaise: number }
      export async function findDue(db: Db, id: string): Promise<DueFacts | undefined> {
        return findBooking(db, id);
      }
      export function subscribe(deps: Pick<Deps, 'bus'>): void {}
    `;
    expect(faceLeaks('m', source)).toEqual([]);
  });
});
