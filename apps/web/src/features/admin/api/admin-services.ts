import type { AdminContentFilters } from './admin-content';
import { useAdminContent } from './admin-content';

/**
 * /api/admin/services: the services module is not part of this release yet, so the route does
 * not exist and the page says so. The item shape will come with that module's shared schema.
 */
export interface AdminServiceItem {
  id: string;
  title: string;
  ownerId: string;
  ownerName: string;
  hiddenByAdmin: boolean;
  openReports: number;
  automaticFlags: number;
  createdAt: string;
}

export const useAdminServices = (filters: AdminContentFilters) =>
  useAdminContent<AdminServiceItem>('services', filters, { retry: false });
