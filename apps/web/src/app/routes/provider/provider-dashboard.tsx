import { RoleDashboard } from '../dashboard/role-dashboard';

export default function ServiceProviderDashboard() {
  return <RoleDashboard role="service-provider" />;
}
