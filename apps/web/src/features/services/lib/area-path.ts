/**
 * The area a page sits in (/owner, /tenant, /service-provider or none), so links from it stay
 * in the same frame: a tenant's search opens /tenant/service-providers/{id}.
 */
export function areaPrefix(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return ['owner', 'tenant', 'service-provider'].includes(first) ? `/${first}` : '';
}

export const providerHref = (pathname: string, providerId: string): string =>
  `${areaPrefix(pathname)}/service-providers/${encodeURIComponent(providerId)}`;

export const searchHref = (pathname: string): string => `${areaPrefix(pathname)}/services`;
