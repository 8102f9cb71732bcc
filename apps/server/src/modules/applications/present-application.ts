import {
  cleanFileName,
  type Answers,
  type Application,
  type ApplicationFormField,
} from '@nivaas/shared';
import { toIso } from '../../db/dialect';
import type { Deps } from '../../plugins/events/deps';
import {
  documentsOf,
  listingsFor,
  peopleFor,
  type ApplicationRow,
  type DocumentRow,
} from './applications.repository';

/**
 * JSON we wrote ourselves, after checking it against the shared schemas: read without a second
 * full check (a list reads twenty of these per page), and a value that no longer reads shows
 * as empty rather than failing the list.
 */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const fieldsOfRow = (row: Pick<ApplicationRow, 'fields'>): ApplicationFormField[] => {
  const value = parseJson(row.fields);
  return Array.isArray(value) ? (value as ApplicationFormField[]) : [];
};

export const answersOfRow = (row: Pick<ApplicationRow, 'answers'>): Answers => {
  const value = parseJson(row.answers);
  const answers: Answers = {};
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [key, v] of Object.entries(value))
      if (typeof v === 'string' || typeof v === 'number') answers[key] = v;
  return answers;
};

const UNKNOWN_LISTING = { title: '', city: '', sublocality: '', rent: null };
const UNKNOWN_PERSON = { firstName: '', lastName: '', avatarUrl: '', bio: '', memberSince: '' };

/**
 * Applications as their readers see them, with the applicant's public profile and what the
 * listing is: three queries for a whole page, whatever its size.
 */
export async function presentApplications(
  deps: Pick<Deps, 'db' | 'storage'>,
  rows: readonly ApplicationRow[],
): Promise<Application[]> {
  if (rows.length === 0) return [];
  const [listings, people, documents] = await Promise.all([
    listingsFor(deps.db, [...new Set(rows.map((r) => r.propertyId))]),
    peopleFor(deps.db, [...new Set(rows.map((r) => r.tenantId))]),
    // Only simple applications carry documents.
    documentsOf(
      deps.db,
      rows.filter((r) => r.kind === 'simple').map((r) => r.id),
    ),
  ]);
  const listingById = new Map(listings.map((l) => [l.id, l]));
  const personById = new Map(people.map((p) => [p.id, p]));
  const documentsByApplication = new Map<string, DocumentRow[]>();
  for (const d of documents) {
    const list = documentsByApplication.get(d.applicationId) ?? [];
    list.push(d);
    documentsByApplication.set(d.applicationId, list);
  }
  return rows.map((row) => {
    const listing = listingById.get(row.propertyId);
    const person = personById.get(row.tenantId);
    return {
      id: row.id,
      kind: row.kind,
      propertyId: row.propertyId,
      tenantId: row.tenantId,
      ownerId: row.ownerId,
      status: row.status,
      fields: fieldsOfRow(row),
      answers: answersOfRow(row),
      message: row.message,
      documents: (documentsByApplication.get(row.id) ?? []).map((d) => ({
        id: d.id,
        type: d.type as 'image' | 'pdf',
        // Names stored before the shared rule lose their bidirectional overrides here too.
        name: cleanFileName(d.name, d.type === 'pdf' ? 'document.pdf' : 'photo.webp'),
        size: d.size,
        url: deps.storage.url(d.storageKey),
        uploadedAt: d.createdAt,
      })),
      rejectionReason: row.rejectionReason,
      submittedAt: row.submittedAt,
      reviewedAt: row.reviewedAt,
      updatedAt: row.updatedAt,
      applicant: person
        ? {
            id: person.id,
            firstName: person.firstName,
            lastName: person.lastName,
            avatarUrl: person.avatarUrl ?? '',
            bio: person.bio,
            memberSince: toIso(person.createdAt),
          }
        : { id: row.tenantId, ...UNKNOWN_PERSON },
      property: listing
        ? {
            id: listing.id,
            title: listing.title,
            city: listing.city,
            sublocality: listing.sublocality,
            rent: listing.rent,
          }
        : { id: row.propertyId, ...UNKNOWN_LISTING },
    };
  });
}

export async function presentApplication(
  deps: Pick<Deps, 'db' | 'storage'>,
  row: ApplicationRow,
): Promise<Application> {
  return (await presentApplications(deps, [row]))[0]!;
}
