import { cleanFileName } from '@nivaas/shared';

/** RFC 5987 attr-char: what may stand unescaped in `filename*`. */
const encodeExtValue = (value: string): string =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition: attachment` with a name that is safe to offer when saving (RFC 6266):
 * the name as the shared text rule leaves it (no control characters, bidirectional overrides or
 * slashes), always ending in the file's real extension (`report.exe` is saved as
 * `report.exe.pdf`), as UTF-8 in `filename*` (RFC 5987) and as plain ASCII in `filename` for
 * clients that know only that.
 */
export function attachmentDisposition(name: string | undefined, extension: string): string {
  const suffix = `.${extension}`;
  let fileName = cleanFileName(name, `document${suffix}`);
  if (!fileName.toLowerCase().endsWith(suffix)) fileName += suffix;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
