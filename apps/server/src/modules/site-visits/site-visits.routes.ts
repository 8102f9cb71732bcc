import type { FastifyInstance } from 'fastify';
import { siteVisitEndpoints as endpoints } from '@nivaas/shared';
import { attachmentDisposition } from '../../lib/content-disposition';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { acceptProposedTime } from './accept-proposed-time';
import { decideSiteVisit } from './decide-site-visit';
import { getSiteVisit } from './get-site-visit';
import { getVisitSlots } from './get-visit-slots';
import { getVisitingHours } from './get-visiting-hours';
import { listSiteVisits } from './list-site-visits';
import { requestSiteVisit } from './request-site-visit';
import { setVisitingHours } from './set-visiting-hours';
import { visitCalendarFile } from './visit-calendar-file';

/** Visiting hours of a listing, visit requests, the owner's answers and calendar files. */
export async function siteVisitsRoutes(root: FastifyInstance) {
  const deps = root.deps;
  routeEndpoint(root, endpoints.hours, ({ caller, params }) =>
    getVisitingHours(deps, caller, params.propertyId),
  );
  routeEndpoint(root, endpoints.setHours, ({ caller, params, body }) =>
    setVisitingHours(deps, caller, params.propertyId, body),
  );
  routeEndpoint(root, endpoints.slots, ({ caller, params }) =>
    getVisitSlots(deps, caller, params.propertyId),
  );
  routeEndpoint(root, endpoints.create, ({ caller, body }) => requestSiteVisit(deps, caller, body));
  routeEndpoint(root, endpoints.list, ({ caller, query }) =>
    listSiteVisits(deps, caller, query.as),
  );
  routeEndpoint(root, endpoints.get, ({ caller, params }) => getSiteVisit(deps, caller, params.id));
  routeEndpoint(root, endpoints.decide, ({ caller, params, body }) =>
    decideSiteVisit(deps, caller, params.id, body),
  );
  routeEndpoint(root, endpoints.accept, ({ caller, params }) =>
    acceptProposedTime(deps, caller, params.id),
  );
  routeEndpoint(root, endpoints.ics, async ({ caller, params, reply }) => {
    const { fileName, ics } = await visitCalendarFile(
      deps,
      caller,
      params.id,
      root.config.publicUrl,
    );
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', attachmentDisposition(fileName, 'ics'))
      .header('cache-control', 'private, no-store');
    return ics;
  });
}
