import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TotpQr from './totp-qr';

describe('TotpQr', () => {
  it('draws the otpauth link as a named QR code', () => {
    const html = renderToString(
      <TotpQr
        uri="otpauth://totp/Nivaas:admin%40nivaas.demo?secret=NIVAASDEMOADMINTOTPSECRETTWOFACT&issuer=Nivaas"
        label="QR code to scan with your authenticator app"
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="QR code to scan with your authenticator app"');
    // Dozens of dark modules, drawn as squares of one path.
    expect((html.match(/h1v1h-1z/g) ?? []).length).toBeGreaterThan(100);
  });
});
