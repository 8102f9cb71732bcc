import { apiErrorSchema } from '../schemas/api-error';
import { applicationFormResultSchema, applicationFormSchema } from '../schemas/application-forms';
import { defineEndpoint } from './endpoint';
import { propertyParams as params } from './properties';

const tags = ['application-forms'];
const responses = {
  200: applicationFormResultSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

/** A listing's application form (spec sections 3 and 8, Applications; decision 014). */
export const applicationFormEndpoints = {
  get: defineEndpoint({
    access: 'member',
    tags,
    method: 'GET',
    path: '/api/properties/:id/application-form',
    summary: "The listing's application form (Basic until the owner chooses one)",
    params,
    responses,
  }),
  save: defineEndpoint({
    access: 'member',
    tags,
    method: 'PUT',
    path: '/api/properties/:id/application-form',
    summary: 'Choose a template or save a custom form (the listing owner or an admin)',
    params,
    body: applicationFormSchema,
    responses,
  }),
};
