import { useParams } from 'react-router';

/** The id in /admin/<section>/<id> (the admin area matches its own paths). */
export const useAdminId = (): string => (useParams()['*'] ?? '').split('/')[1] ?? '';
