import { describe, expect, it } from 'vitest';
import { CITIES } from '../cities/dataset';
import { roomPoint } from './room-point';

const hyderabad = CITIES.find((c) => c.name === 'Hyderabad')!;
const locality = (name: string) => hyderabad.localities.find((l) => l.name === name)!;

describe('where a room shows on the map', () => {
  it('is the centre of the locality its location names: "Flat 4B, banjara hills" → Banjara Hills', () => {
    const at = locality('Banjara Hills');
    expect(roomPoint('Hyderabad', 'Flat 4B, banjara hills')).toEqual({ lat: at.lat, lng: at.lng });
  });

  it("is the city's centre when no locality is named, and nothing for a city outside the dataset", () => {
    expect(roomPoint('hyderabad', 'near the big temple')).toEqual(hyderabad.centre);
    expect(roomPoint('Atlantis', 'Banjara Hills')).toBeNull();
    expect(roomPoint(undefined, 'Banjara Hills')).toBeNull();
  });
});
