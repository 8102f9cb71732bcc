import './reports.events';

/**
 * The reports module's face: reporting (signed in), the admin queue, and what the admin pages
 * read of reports about a person or item. Its event (`report.handled`) is declared in
 * reports.events.ts.
 */
export { reportsRoutes } from './reports.routes';
export { adminReportsRoutes } from './admin-reports.routes';
export { reportsAboutUser } from './reports-about-user';
export { pendingCounts } from './pending-counts';
export { createReport } from './create-report';
export { assignReport } from './assign-report';
export { handleReport } from './handle-report';
export { fileAutomaticReport, type AutomaticFlag } from './file-automatic-report';
export type { ReportHandledEvent } from './reports.events';
