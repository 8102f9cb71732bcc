import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
// The subpath, not the package's index: the index would bring every schema into the first load.
import { WEB_PAGES } from '@nivaas/shared/web-pages';
import { RouteError } from '../components/errors/route-error';
import { FullHeightLayout } from './shell/full-height-layout';
import { AuthGate, GuestOnly, RequireAuth, RequireRole } from './shell/guards/route-guards';
import { MainLayout } from './shell/main-layout';
import { RootLayout } from './shell/root-layout';
import { PageLoader } from '../components/ui/page-loader';

/** Every page is its own chunk, loaded when first visited (spec section 2: all pages load lazily). */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const at = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: page(load),
});
const index = (load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  index: true,
  lazy: page(load),
});

const propertySearch = () => import('./routes/properties/property-search');
const propertyDetails = () => import('./routes/properties/property-details');
// A listing's preview is reached through its landing page's chunk: a route of its own would add
// its list of chunks to the first load, which is at its budget.
const listingLanding = () => import('./routes/landing/listing-landing');
const serviceSearch = () => import('./routes/services/service-search');
const providerProfile = () => import('./routes/services/service-provider-profile');
const favorites = () => import('./routes/favorites');
const profile = () => import('./routes/profile/profile-page');
const messages = () => import('./routes/messages/messages-page');
const roommateForm = () => import('./routes/roommates/roommate-profile-form');
const adminArea = () => import('./routes/admin/admin-area');

/** An inbox and its conversations: /x/messages and /x/messages/{userId}. */
const inbox = (base: string): RouteObject => ({
  path: base,
  children: [index(messages), at(':userId', messages)],
});

/** Pages inside the header-and-footer frame. */
const mainPages: RouteObject[] = [
  index(() => import('./routes/home')),
  at('terms', () => import('./routes/legal/terms')),
  at('privacy', () => import('./routes/legal/privacy')),
  at('auth/verify-email', () => import('./routes/auth/verify-email')),
  at('auth/forgot-password', () => import('./routes/auth/forgot-password')),
  at('auth/reset-password', () => import('./routes/auth/reset-password')),
  ...WEB_PAGES.listingLanding.paths.map((path) => at(path, listingLanding)),
  ...WEB_PAGES.listingPreview.paths.map((path) => at(path, listingLanding)),
  at(WEB_PAGES.servicesLanding.paths[0], () => import('./routes/landing/services-landing')),
  // Open to visitors as the landing pages are (decision 064); booking asks them to sign up.
  at('services', serviceSearch),
  at('service-providers/:providerId', providerProfile),
  at(WEB_PAGES.roommatesLanding.paths[0], () => import('./routes/landing/roommates-landing')),
  at('message-test', () => import('./routes/dev/message-test')),
  at('auth-test', () => import('./routes/dev/auth-test')),
  at('crash-test', () => import('./routes/dev/crash-test')),
  // A digest mail's link: works signed in or not.
  at('saved-searches/unsubscribe', () => import('./routes/saved-searches-unsubscribe')),
  {
    element: <GuestOnly />,
    children: [
      at(WEB_PAGES.login.paths[0], () => import('./routes/auth/login')),
      at(WEB_PAGES.register.paths[0], () => import('./routes/auth/register')),
    ],
  },
  {
    // Browsing areas: a visitor who is not signed in sees the "You're Almost In!" gate in place.
    element: <AuthGate />,
    children: [
      at(WEB_PAGES.propertySearch.paths[0], propertySearch),
      at(WEB_PAGES.propertyDetails.paths[0], propertyDetails),
      at('roommates', () => import('./routes/roommates/roommate-search')),
      at('roommates/profile/:id', () => import('./routes/roommates/roommate-profile')),
      at('roommates/create-profile', roommateForm),
      at('roommates/edit-profile', roommateForm),
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      at('favorites', favorites),
      at('saved-searches', () => import('./routes/saved-searches')),
      at('visits', () => import('./routes/visits')),
      at('notifications', () => import('./routes/notifications')),
      at('agreements', () => import('./routes/agreements')),
      at('profile', profile),
      at('user/:id', () => import('./routes/profile/user-page')),
    ],
  },
  {
    path: 'owner',
    element: <RequireRole roles={['owner']} />,
    children: [
      index(() => import('./routes/owner/owner-dashboard')),
      at('properties', () => import('./routes/owner/owner-properties')),
      at('properties/new', () => import('./routes/owner/property-form')),
      at('properties/:id/edit', () => import('./routes/owner/edit-property-form')),
      at('applications', () => import('./routes/owner/owner-applications')),
      at('properties/:id', () => import('./routes/owner/owner-property')),
      at('services', serviceSearch),
      at('service-providers/:providerId', providerProfile),
      at('profile', profile),
    ],
  },
  {
    path: 'tenant',
    element: <RequireRole roles={['tenant']} />,
    children: [
      index(() => import('./routes/tenant/tenant-dashboard')),
      at('properties', propertySearch),
      at('favorites', favorites),
      at('services', serviceSearch),
      at('service-providers/:providerId', providerProfile),
      at('applications', () => import('./routes/tenant/tenant-applications')),
      at('profile', () => import('./routes/tenant/tenant-profile')),
    ],
  },
  {
    // Only seekers apply; anyone else is sent to their own home (spec section 2, access guard).
    element: <RequireRole roles={['tenant']} />,
    children: [at('properties/:id/apply', () => import('./routes/properties/property-apply'))],
  },
  {
    path: 'service-provider',
    element: <RequireRole roles={['service-provider']} />,
    children: [
      index(() => import('./routes/provider/provider-dashboard')),
      at('profile', profile),
      at('services', () => import('./routes/provider/provider-services')),
      at('service-providers/:providerId', providerProfile),
    ],
  },
  {
    path: 'admin',
    element: <RequireRole roles={['admin']} />,
    children: [index(adminArea), at('*', adminArea)],
  },
  at('*', () => import('./routes/not-found')),
];

/** Conversations fill the viewport under the header, without a footer. */
const fullHeightPages: RouteObject[] = [
  { element: <RequireAuth />, children: [inbox('messages')] },
  { element: <AuthGate />, children: [inbox('roommates/messages')] },
  { element: <RequireRole roles={['owner']} />, children: [inbox('owner/messages')] },
  { element: <RequireRole roles={['tenant']} />, children: [inbox('tenant/messages')] },
  {
    element: <RequireRole roles={['service-provider']} />,
    children: [inbox('service-provider/messages')],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A failure in the frame itself; page failures are caught inside the frame below.
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader fullHeight />,
    children: [
      {
        element: <MainLayout />,
        children: [{ errorElement: <RouteError />, children: mainPages }],
      },
      {
        element: <FullHeightLayout />,
        children: [{ errorElement: <RouteError />, children: fullHeightPages }],
      },
    ],
  },
];
