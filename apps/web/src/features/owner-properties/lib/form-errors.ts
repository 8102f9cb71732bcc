import { PROPERTY_VALIDATION as V } from '@nivaas/shared';
import { toPropertyInput, type PropertyFormValues } from './form-values';

/**
 * Where a schema or server message shows in the form: an entry of a list (`amenities.3`) under
 * its list, a map point under the locality it came from, anything without a field at the top.
 */
export function formErrorPath(path: string): string {
  const [head = ''] = path.split('.');
  if (['amenities', 'nearbyFacilities', 'houseRules'].includes(head)) return head;
  if (head === 'location') return 'sublocality';
  if (head === '' || head === '_' || head === 'root') return 'root';
  return path;
}

/** Schema and server messages keyed by form field; the first message of a field wins. */
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) out[formErrorPath(path)] ??= message;
  return out;
}

/**
 * The rules between fields the shared schema checks only once every field is well-formed
 * (its final step); checked up front too, so the owner sees every problem at once.
 */
export function crossFieldErrors(v: PropertyFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const input = toPropertyInput(v);
  if (
    v.listingType === 'rent' &&
    !(input.rent !== null && input.rent !== undefined && input.rent > 0)
  )
    errors.rent = V.rentRequired;
  if (
    v.listingType === 'sale' &&
    !(input.salePrice !== null && input.salePrice !== undefined && input.salePrice > 0)
  )
    errors.salePrice = V.salePriceRequired;
  return errors;
}
