/**
 * An empty in-memory PGlite (no migrations) for the unit tests of this folder: the building blocks
 * are expressions, so they run over VALUES lists instead of tables.
 */
import { type SQL, sql } from 'drizzle-orm'
import { type Database, openDatabase } from '../../db/client'

export async function openExpressionDb() {
  const database: Database = await openDatabase({ dataDir: 'memory' })
  return {
    close: () => database.close(),
    /** The value of one expression. */
    async value(expr: SQL): Promise<unknown> {
      const { rows } = await database.db.execute<{ v: unknown }>(sql`select ${expr} as v`)
      return rows[0]?.v
    },
    /** The rows of a query. */
    async rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
      return (await database.db.execute(query)).rows as T[]
    },
  }
}
