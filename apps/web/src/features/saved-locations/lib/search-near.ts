/** The property search, nearest first, from a saved place. */
export const searchNearUrl = (id: string): string =>
  `/properties?${new URLSearchParams({ savedLocationId: id, sort: 'distance' }).toString()}`;
