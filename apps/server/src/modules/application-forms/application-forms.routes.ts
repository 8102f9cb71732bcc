import type { FastifyInstance } from 'fastify';
import { applicationFormEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getApplicationForm } from './get-application-form';
import { assertFormEditor, saveApplicationForm } from './save-application-form';

/** A listing's application form (spec sections 3 and 8, Applications; decision 014). */
export async function applicationFormsRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.get, ({ caller, params }) =>
    getApplicationForm(root.deps, caller, params.id),
  );
  routeEndpoint(
    root,
    endpoints.save,
    ({ caller, params, body }) => saveApplicationForm(root.deps, caller, params.id, body),
    // Settled before the body is read: a stranger learns nothing from validation first.
    { guard: ({ caller, params }) => assertFormEditor(root.deps, caller, params.id) },
  );
}
