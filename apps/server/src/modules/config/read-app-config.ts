import type { AppConfig } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';

/** What the web app needs to know about this server before anyone signs in. */
export const readAppConfig = (deps: Pick<Deps, 'config' | 'mailer'>): AppConfig => ({
  googleEnabled: deps.config.google !== null,
  diagnostics: deps.config.diagnostics,
  mail: deps.mailer.kind,
  map: deps.config.map,
  paymentGateway: deps.config.razorpay ? 'razorpay' : deps.config.demoGateway ? 'demo' : null,
});
