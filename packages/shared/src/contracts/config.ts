import { appConfigSchema } from '../schemas/app-config';
import { defineEndpoint } from './endpoint';

/** What the server tells the web app about itself (sign-in options, diagnostics, mail, map tiles). */
export const configEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    summary: 'Public facts about this server',
    tags: ['config'],
    access: 'public',
    responses: { 200: appConfigSchema },
  }),
};
