import { brandHome, type Role } from '@nivaas/shared';

export type NavKey =
  | 'properties'
  | 'services'
  | 'roommates'
  | 'favorites'
  | 'messages'
  | 'profile'
  | 'dashboard'
  | 'myProperties'
  | 'applications';

export type HeaderItem =
  { kind: 'link'; key: NavKey; to: string; end?: boolean } | { kind: 'bell' };

export interface HeaderModel {
  brandTo: string;
  items: HeaderItem[];
  /** The spec's Profile link; the account menu carries it, so the bar fits any name at 1280 px. */
  profileTo: string | null;
  signedIn: boolean;
}

const link = (key: NavKey, to: string, end = false): HeaderItem => ({ kind: 'link', key, to, end });
const BELL: HeaderItem = { kind: 'bell' };

/**
 * The header of spec section 2 for each kind of visitor, in the spec's order. Everyone signed in
 * has the bell: seekers for the property notifications of spec sections 2 and 6 (which go to
 * tenants alone), owners for applications, stay requests and rent notices, providers for
 * bookings, and all of them for messages. Owners reach every application to their listings from
 * "Applications".
 */
export function headerModel(role: Role | null): HeaderModel {
  const brandTo = brandHome(role);
  switch (role) {
    case null:
      return {
        brandTo,
        signedIn: false,
        profileTo: null,
        items: [link('properties', '/properties'), link('services', '/services')],
      };
    case 'owner':
      return {
        brandTo,
        signedIn: true,
        items: [
          link('dashboard', '/owner', true),
          link('myProperties', '/owner/properties'),
          link('applications', '/owner/applications'),
          link('services', '/owner/services'),
          link('favorites', '/favorites'),
          link('messages', '/owner/messages'),
          BELL,
        ],
        profileTo: '/owner/profile',
      };
    case 'service-provider':
      return {
        brandTo,
        signedIn: true,
        items: [
          link('dashboard', '/service-provider', true),
          link('services', '/service-provider/services'),
          link('messages', '/service-provider/messages'),
          BELL,
        ],
        profileTo: '/service-provider/profile',
      };
    default:
      // Seekers and everyone else (admins included) share one set; seekers have their own inbox.
      return {
        brandTo,
        signedIn: true,
        items: [
          link('properties', '/properties'),
          link('services', '/services'),
          link('roommates', '/roommates'),
          link('favorites', '/favorites'),
          link('messages', role === 'tenant' ? '/tenant/messages' : '/messages'),
          BELL,
        ],
        profileTo: '/profile',
      };
  }
}
