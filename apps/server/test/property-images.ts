import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PropertyImageList } from '@nivaas/shared';
import { as, type TestUser } from './accounts';
import type { TestAppContext } from './use-test-app';
import { makeImage } from './images';
import { multipartBody, type FilePart } from './multipart';

/** Files the local storage holds for listing photos. */
export function storedImageFiles(t: Pick<TestAppContext, 'dataDir'>): string[] {
  const dir = path.join(t.dataDir, 'uploads', 'property-images');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** POST of `files` as a browser's multipart form sends them, each as an `images` field. */
export function uploadImages(
  t: Pick<TestAppContext, 'app'>,
  user: TestUser | null,
  propertyId: string,
  files: Array<Partial<FilePart> & { data: Buffer }>,
) {
  const { payload, headers } = multipartBody(
    files.map((file, i) => ({
      field: 'images',
      filename: `photo-${i}.jpg`,
      contentType: 'image/jpeg',
      ...file,
    })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/images`,
    headers: { ...as(user), ...headers },
    payload,
  });
}

/** A listing's photos added by `user`, failing loudly if the server refuses. */
export async function addImages(
  t: Pick<TestAppContext, 'app'>,
  user: TestUser,
  propertyId: string,
  count = 1,
): Promise<PropertyImageList> {
  const files = await Promise.all(
    Array.from({ length: count }, () => makeImage('jpeg', 400, 300).then((data) => ({ data }))),
  );
  const res = await uploadImages(t, user, propertyId, files);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<PropertyImageList>();
}
