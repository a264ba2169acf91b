/**
 * Builds a statement once per database handle and hands the same one back after: a query
 * run on every request is then turned into SQL once, and PostgreSQL parses and plans it once
 * per connection (a named prepared statement), not on each call. A transaction is a handle
 * of its own, so it gets its own copy, dropped with it.
 */
export function preparedOnce<Handle extends object, Statement>(
  build: (db: Handle) => Statement,
): (db: Handle) => Statement {
  const statements = new WeakMap<Handle, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
