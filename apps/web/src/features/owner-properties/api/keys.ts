/** Query keys of the owner's listings; everything here lives under one prefix. */
export const ownerKeys = {
  all: ['owner-properties'] as const,
  list: () => [...ownerKeys.all, 'list'] as const,
  detail: (id: string) => [...ownerKeys.all, 'detail', id] as const,
  interests: (id: string) => [...ownerKeys.all, 'interests', id] as const,
};

export const propertyPath = (id: string) => `/api/properties/${encodeURIComponent(id)}`;
