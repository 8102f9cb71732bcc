import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../features/auth/api/me';

/**
 * The signed-in person for the shell (root layout, header, guards). Same query as useMe(), but
 * a lookup that failed is not fired again each time another piece of the shell mounts: the
 * Connection Notice shows once the retries are spent, and its Try Again asks again.
 */
export const useSession = () => useQuery({ ...meQuery, retryOnMount: false });
