import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';
import * as m001 from './001-accounts';
import * as m002 from './002-properties';
import * as m003 from './003-property-images';
import * as m004 from './004-engagement';
import * as m005 from './005-property-search';
import * as m006 from './006-conversations';
import * as m007 from './007-applications';
import * as m008 from './008-stays-and-rent';
import * as m009 from './009-roommates';
import * as m010 from './010-own-blocks';
import * as m011 from './011-one-rating-each';
import * as m012 from './012-room-photos';
import * as m013 from './013-services';
import * as m014 from './014-service-bookings';
import * as m015 from './015-reports-and-moderation';
import * as m016 from './016-two-factor';
import * as m017 from './017-address-shares';
import * as m018 from './018-phone-on-listings';
import * as m019 from './019-service-moderation';
import * as m020 from './020-postgres-search-indexes';
import * as m021 from './021-held-for-review';
import * as m022 from './022-service-rank';
import * as m023 from './023-report-details';
import * as m024 from './024-one-service-rating-each';
import * as m025 from './025-second-factor-lock-notice';
import * as m026 from './026-data-exports';
import * as m027 from './027-deleted-accounts';
import * as m028 from './028-rent-ledger';
import * as m029 from './029-payments';
import * as m030 from './030-deposit-deductions';
import * as m031 from './031-tax-ids';
import * as m032 from './032-rental-agreements';
import * as m033 from './033-phone-sign-in';
import * as m034 from './034-sms-outbox';
import * as m035 from './035-rent-reminders';
import * as m037 from './037-saved-searches';
import * as m038 from './038-site-visits';
import * as m040 from './040-service-booking-address-total';
import * as m041 from './041-service-cancellation-policies';
import * as m042 from './042-verifications';
import * as m043 from './043-service-booking-payments';
import * as m044 from './044-service-visiting-charge';
import * as m045 from './045-push-subscriptions';
import * as m046 from './046-site-visit-reminders';
import * as m048 from './048-one-data-export-at-a-time';
import * as m049 from './049-a-persons-language';
import * as m053 from './053-kept-listings';

export interface EngineMigration {
  up: (db: Kysely<unknown>, engine: EngineInfo) => Promise<void>;
}

/** Ordered; names are permanent once released. Static imports keep the server bundle whole. */
export const migrations: Record<string, EngineMigration> = {
  '001-accounts': m001,
  '002-properties': m002,
  '003-property-images': m003,
  '004-engagement': m004,
  '005-property-search': m005,
  '006-conversations': m006,
  '007-applications': m007,
  '008-stays-and-rent': m008,
  '009-roommates': m009,
  '010-own-blocks': m010,
  '011-one-rating-each': m011,
  '012-room-photos': m012,
  '013-services': m013,
  '014-service-bookings': m014,
  '015-reports-and-moderation': m015,
  '016-two-factor': m016,
  '017-address-shares': m017,
  '018-phone-on-listings': m018,
  '019-service-moderation': m019,
  '020-postgres-search-indexes': m020,
  '021-held-for-review': m021,
  '022-service-rank': m022,
  '023-report-details': m023,
  '024-one-service-rating-each': m024,
  '025-second-factor-lock-notice': m025,
  '026-data-exports': m026,
  '027-deleted-accounts': m027,
  '028-rent-ledger': m028,
  '029-payments': m029,
  '030-deposit-deductions': m030,
  '031-tax-ids': m031,
  '032-rental-agreements': m032,
  '033-phone-sign-in': m033,
  '034-sms-outbox': m034,
  '035-rent-reminders': m035,
  '037-saved-searches': m037,
  '038-site-visits': m038,
  '040-service-booking-address-total': m040,
  '041-service-cancellation-policies': m041,
  '042-verifications': m042,
  '043-service-booking-payments': m043,
  '044-service-visiting-charge': m044,
  '045-push-subscriptions': m045,
  '046-site-visit-reminders': m046,
  '048-one-data-export-at-a-time': m048,
  '049-a-persons-language': m049,
  '053-kept-listings': m053,
};
