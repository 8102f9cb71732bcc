import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('writes RFC 6266 with an RFC 5987 name, ending in the real extension', () => {
    expect(attachmentDisposition('salary slip.pdf', 'pdf')).toBe(
      `attachment; filename="salary slip.pdf"; filename*=UTF-8''salary%20slip.pdf`,
    );
    expect(attachmentDisposition("it's (final)*.PDF", 'pdf')).toBe(
      `attachment; filename="it's (final)*.PDF"; filename*=UTF-8''it%27s%20%28final%29%2A.PDF`,
    );
    expect(attachmentDisposition('a\r\nContent-Type: text/html', 'pdf')).toBe(
      `attachment; filename="a Content-Type: texthtml.pdf"; filename*=UTF-8''a%20Content-Type%3A%20texthtml.pdf`,
    );
    expect(attachmentDisposition('my "best" 100% offer.pdf', 'pdf')).toBe(
      `attachment; filename="my _best_ 100_ offer.pdf"; filename*=UTF-8''my%20%22best%22%20100%25%20offer.pdf`,
    );
    expect(attachmentDisposition(undefined, 'pdf')).toBe(
      `attachment; filename="document.pdf"; filename*=UTF-8''document.pdf`,
    );
  });
});
