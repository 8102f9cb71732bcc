import { RoleDashboard } from '../dashboard/role-dashboard';

export default function OwnerDashboard() {
  return <RoleDashboard role="owner" />;
}
