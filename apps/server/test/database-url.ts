/** The same PostgreSQL server and credentials as `url`, on the database `name`. */
export function databaseUrlOf(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
