import { RoleDashboard } from '../dashboard/role-dashboard';

export default function AdminDashboard() {
  return <RoleDashboard role="admin" />;
}
