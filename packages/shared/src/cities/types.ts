/** The states Nivaas covers, in the order the product lists them. */
export const STATES = [
  'Andhra Pradesh',
  'Telangana',
  'Tamil Nadu',
  'Karnataka',
  'Maharashtra',
  'Punjab',
] as const;

export type StateName = (typeof STATES)[number];

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * One data row: name, latitude, longitude (decimal degrees, 4 places) and the PIN code
 * where it is known. A tuple keeps the long state files readable, one place a line.
 */
export type LocalityRow = readonly [name: string, lat: number, lng: number, pincode?: string];

/** A city as written in a state's data file. */
export interface CityData {
  name: string;
  /** The city's commonly cited centre; every locality lies near it. */
  centre: readonly [lat: number, lng: number];
  /** Other spellings and older names people search by ("Vizag", "Bombay"). */
  aliases?: readonly string[];
  localities: readonly LocalityRow[];
}

export interface Locality extends GeoPoint {
  name: string;
  slug: string;
  pincode?: string;
}

export interface City {
  name: string;
  slug: string;
  state: StateName;
  aliases: readonly string[];
  centre: GeoPoint;
  /** True for the cities whose inter-locality distances are published as a matrix. */
  hasDistanceMatrix: boolean;
  localities: readonly Locality[];
}

/** The city record in the shape of the product spec: coordinates as strings. */
export interface CityRecord {
  city: string;
  state: StateName;
  subLocalities: { name: string; lat: string; lng: string }[];
}
