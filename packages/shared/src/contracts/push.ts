import { apiErrorSchema } from '../schemas/api-error';
import {
  pushKeySchema,
  pushSettingsSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSavedSchema,
  pushUnsubscribedSchema,
  pushUnsubscribeSchema,
} from '../schemas/push';
import { PUSH_UNSUBSCRIBE } from '../push-paths';
import { defineEndpoint } from './endpoint';

const own = { access: 'member', tags: ['push'] } as const;

/** Web push (decision 063): this browser's subscription and the person's push settings. */
export const pushEndpoints = {
  key: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/push/key',
    summary: "The server's VAPID public key, to subscribe a browser with",
    responses: { 200: pushKeySchema, 401: apiErrorSchema },
  }),
  subscribe: defineEndpoint({
    ...own,
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: "Push the caller's notifications to this browser (its subscription)",
    body: pushSubscriptionInputSchema,
    responses: { 201: pushSubscriptionSavedSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
  unsubscribe: defineEndpoint({
    ...own,
    ...PUSH_UNSUBSCRIBE,
    summary: 'Stop pushing to this browser (only an own subscription is removed)',
    body: pushUnsubscribeSchema,
    responses: { 200: pushUnsubscribedSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
  settings: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/push/settings',
    summary: 'Which kinds of notification the caller is pushed',
    responses: { 200: pushSettingsSchema, 401: apiErrorSchema },
  }),
  saveSettings: defineEndpoint({
    ...own,
    method: 'PUT',
    path: '/api/push/settings',
    summary: 'Turn kinds of push notification on or off',
    body: pushSettingsSchema,
    responses: { 200: pushSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
};
