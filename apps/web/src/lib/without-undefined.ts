/** A copy of `value` without its keys whose value is undefined (a filter left unset). */
export function withoutUndefined<T extends object>(value: T): T {
  const copy = { ...value };
  for (const key of Object.keys(copy) as Array<keyof T>)
    if (copy[key] === undefined) delete copy[key];
  return copy;
}
