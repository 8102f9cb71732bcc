import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { loadChangeableProperty } from './load-property';

/**
 * The guard of the listing's writes: who may act is settled before the body is read, so a
 * stranger learns nothing from validation and a stranger's upload is never parsed.
 */
export const mayChangeProperty =
  (root: FastifyInstance) =>
  async ({ caller, params }: { caller: RequestAuth; params: { id: string } }) => {
    await loadChangeableProperty(root.deps, caller, params.id);
  };
