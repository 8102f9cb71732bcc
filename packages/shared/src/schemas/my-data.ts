import { z } from 'zod';

/**
 * A person's rights over their own data (DPDP Act 2023): a copy of every record about them, and
 * closing their account for good (decision 041, docs/operations/privacy.md).
 */
export const MY_DATA_LIMITS = {
  /** A ready copy can be downloaded for this long, then it is removed. */
  exportLinkHours: 24,
  /** Copies a person may ask for per day. */
  exportsPerDay: 3,
  /** A copy still being made after this long has failed (its instance stopped). */
  exportGiveUpMinutes: 10,
} as const;

export const MY_DATA_MESSAGES = {
  exportNotFound: 'This download link has expired. Please ask for a new copy of your data.',
  exportBusy: 'A copy of your data is already being prepared.',
  exportRateLimited: `You can ask for a copy of your data ${MY_DATA_LIMITS.exportsPerDay} times a day. Please try again tomorrow.`,
  wrongConfirmation: 'The password or code is not correct.',
  lastAdmin: 'You are the last admin. Make someone else an admin before deleting your account.',
  noPhone: 'Your account has no verified mobile number to send a code to.',
} as const;

/** What a deleted person's name reads as wherever others still see their part. */
export const FORMER_MEMBER_NAME = { firstName: 'Former', lastName: 'member' } as const;

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The latest copy a person asked for. `token` is the unguessable part of its link, while ready. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  token: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const myDataExportStateSchema = z.object({ export: dataExportSchema.nullable() });
export type MyDataExportState = z.infer<typeof myDataExportStateSchema>;

export const dataExportTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** The file: one JSON document, each section named as in docs/operations/privacy.md. */
export const myDataFileSchema = z.record(z.string(), z.unknown());

/**
 * Confirming a deletion: the password, a code of the authenticator app (second factor), or a
 * code sent by SMS to the account's verified mobile number (an account made by phone has no
 * password).
 */
export const accountDeletionInputSchema = z.object({
  password: z.string().max(256).optional(),
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  smsCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;

/** What deleting would do for this person, before they confirm. */
export const accountDeletionCheckSchema = z.object({
  /** Why it cannot be done now, or null. */
  blockedBy: z.enum(['last-admin']).nullable(),
  /** How the person may confirm: with their password (they have one), with a code (TOTP on). */
  confirmWith: z.object({
    password: z.boolean(),
    code: z.boolean(),
    /** The verified mobile number a code can be sent to, shown masked (`+91 ••••• •0001`). */
    sms: z.string().nullable(),
  }),
  /** As a service provider: bookings not yet done (pending or confirmed; in progress). */
  serviceBookings: z.object({ toCancel: z.number().int(), inProgress: z.number().int() }),
  /** As an owner: listings that will be closed and erased. */
  listings: z.number().int(),
  /**
   * As an owner: stays at their listings that the tenants keep (decision 069): the ledger,
   * receipts and agreement, with the owner shown as "Former member"; rent not yet paid is no
   * longer owed through Nivaas.
   */
  staysKept: z.number().int(),
});
export type AccountDeletionCheck = z.infer<typeof accountDeletionCheckSchema>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

/** Where the deletion code went, masked as the confirmation shows it. */
export const deletionCodeSentSchema = z.object({ sentTo: z.string() });
export type DeletionCodeSent = z.infer<typeof deletionCodeSentSchema>;
