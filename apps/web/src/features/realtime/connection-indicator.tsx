// Placeholder until the realtime client lands; keeps imports stable.
export function ConnectionIndicator() {
  return null;
}
