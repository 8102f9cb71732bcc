import type { FastifyInstance } from 'fastify';
import { decideVerification, sendVerification } from '../modules/verifications/index';

/** A one-page PDF standing in for an electricity bill (its text is the whole of it). */
const billPdf = (title: string): Buffer => {
  const text = `Electricity bill - ${title}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 60 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/**
 * Ravi, the demo owner, has proved he owns his oldest listing (an admin approved his bill: it
 * shows "Verified owner") and has sent a bill for the next one, which waits in the admin queue.
 */
export async function seedDemoVerifications(
  app: FastifyInstance,
  ids: { owner: string; admin: string },
): Promise<{ verifications: number }> {
  const listings = await app.db
    .selectFrom('properties')
    .select(['id', 'title'])
    .where('ownerId', '=', ids.owner)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(2)
    .execute();
  for (const [i, listing] of listings.entries()) {
    const sent = await sendVerification(
      app.deps,
      ids.owner,
      { type: 'listing', id: listing.id },
      { filename: 'electricity-bill.pdf', bytes: billPdf(listing.title) },
    );
    if (i === 0) await decideVerification(app.deps, ids.admin, sent.id, { status: 'approved' });
  }
  return { verifications: listings.length };
}
