/**
 * User text is stored as plain text and always rendered as text, never as HTML, so markup is
 * kept as typed. Only what no screen shows is dropped: control characters (NUL cannot even be
 * stored by PostgreSQL) other than line breaks and tabs; line endings become \n.
 */
export function cleanPlainText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .trim()
  );
}
