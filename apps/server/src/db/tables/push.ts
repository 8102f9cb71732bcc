/** A browser's push subscription (migration 045): where to send, and the keys to encrypt to. */
export interface PushSubscriptionsTable {
  id: string;
  userId: string;
  /** The push service's URL for this browser; unique: a browser belongs to one person at a time. */
  endpoint: string;
  /** The browser's P-256 public key, base64url (uncompressed point). */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
  createdAt: string;
}

/** The kinds of notification a person turned off for push (JSON array of PushKind). */
export interface PushSettingsTable {
  userId: string;
  off: string;
  updatedAt: string;
}

/** The VAPID key pair made at first start (id 'vapid'), base64url. */
export interface PushKeysTable {
  id: string;
  publicKey: string;
  privateKey: string;
  createdAt: string;
}

/** The push module. */
export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
  push_settings: PushSettingsTable;
  push_keys: PushKeysTable;
}
