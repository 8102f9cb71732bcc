import { RoleDashboard } from '../dashboard/role-dashboard';

export default function TenantDashboard() {
  return <RoleDashboard role="tenant" />;
}
