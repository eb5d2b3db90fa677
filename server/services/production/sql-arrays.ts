/**
 * Lists bound as ONE array parameter (`= any($1::int[])`), never one parameter per value: the SQL
 * text stays the same for any length, so Postgres parses and plans it once.
 */
import { sql } from 'drizzle-orm'

export const intArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`
export const textArray = (list: readonly string[]) => sql`${sql.param([...list])}::text[]`
export const floatArray = (list: readonly number[]) => sql`${sql.param([...list])}::float8[]`
