/** Constraint failures both engines report, by their codes (PostgreSQL SQLSTATE, SQLite extended). */
const codeOf = (err: unknown): unknown => (err as { code?: unknown } | null)?.code;

/** A unique or primary-key constraint refused the write (a concurrent twin got there first). */
export const isUniqueViolation = (err: unknown): boolean => {
  const code = codeOf(err);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
};
