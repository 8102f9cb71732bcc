import type { AgreementsTables } from './tables/agreements';
import type { ApplicationFormsTables } from './tables/application-forms';
import type { ApplicationsTables } from './tables/applications';
import type { AuditTables } from './tables/audit';
import type { AuthTables } from './tables/auth';
import type { BookingsTables } from './tables/bookings';
import type { CommentsTables } from './tables/comments';
import type { DeliveriesTables } from './tables/deliveries';
import type { ConversationsTables } from './tables/conversations';
import type { DocumentsTables } from './tables/documents';
import type { FavoritesTables } from './tables/favorites';
import type { InterestsTables } from './tables/interests';
import type { MailTables } from './tables/mail';
import type { MyDataTables } from './tables/my-data';
import type { NotificationsTables } from './tables/notifications';
import type { PaymentsTables } from './tables/payments';
import type { PropertiesTables } from './tables/properties';
import type { PushTables } from './tables/push';
import type { RentEscalationsTables } from './tables/rent-escalations';
import type { RentLedgerTables } from './tables/rent-ledger';
import type { ReportsTables } from './tables/reports';
import type { RoommateRequestsTables } from './tables/roommate-requests';
import type { RoommatesTables } from './tables/roommates';
import type { ServiceBookingsTables } from './tables/service-bookings';
import type { SiteVisitsTables } from './tables/site-visits';
import type { ServicesTables } from './tables/services';
import type { SavedLocationsTables } from './tables/saved-locations';
import type { SavedSearchesTables } from './tables/saved-searches';
import type { TenantProfilesTables } from './tables/tenant-profiles';
import type { UsersTables } from './tables/users';
import type { VerificationsTables } from './tables/verifications';

/**
 * One typed schema for both engines: every table, gathered from the table file of the slice
 * that owns it (db/tables/<slice>.ts, named like the module; only that module's repository
 * writes its tables). A new slice adds its `<Slice>Tables` here: one import, one line below.
 */
export interface Database
  extends
    AuthTables,
    UsersTables,
    MailTables,
    DeliveriesTables,
    AuditTables,
    PropertiesTables,
    FavoritesTables,
    InterestsTables,
    NotificationsTables,
    CommentsTables,
    SavedLocationsTables,
    ConversationsTables,
    BookingsTables,
    RentEscalationsTables,
    ApplicationFormsTables,
    TenantProfilesTables,
    ApplicationsTables,
    RoommatesTables,
    RoommateRequestsTables,
    ReportsTables,
    ServicesTables,
    ServiceBookingsTables,
    DocumentsTables,
    AgreementsTables,
    MyDataTables,
    RentLedgerTables,
    PaymentsTables,
    SavedSearchesTables,
    SiteVisitsTables,
    VerificationsTables,
    PushTables {}
