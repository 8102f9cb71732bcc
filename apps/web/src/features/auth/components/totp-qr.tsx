import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * The otpauth:// link as a QR code for an authenticator app to scan; drawn as SVG squares from
 * the code's modules (no markup is injected). Loaded only on the set-up page.
 */
export default function TotpQr({ uri, label }: { uri: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(uri);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    return { size: count, path: d };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      width={192}
      height={192}
      shapeRendering="crispEdges"
      style={{ background: '#fff' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
