/** People in the admin area; `changeRole` is also the command line's way to make an admin. */
export { adminUsersRoutes } from './admin-users.routes';
export { changeRole } from './change-role';
export { suspendUser } from './suspend-user';
