/**
 * npm run rollups:rebuild: the statistics rollups (machine_day_stats, machine_day_inactivities)
 * computed again from the raw state periods, inactivities and power-offs, on the database the
 * server would use (DATABASE_URL, else PGlite under DATA_DIR). The triggers keep them as rows are
 * written; this is for a restore, a bulk load with triggers off, or a doubt (ADR 019).
 */
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/client'
import { readEnv } from '../server/env'

const env = readEnv(process.env)
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  await database.migrate()
  const started = performance.now()
  await database.db.execute(sql`select rebuild_statistics_rollups()`)
  const { rows } = await database.db.execute<{ days: number; reasons: number }>(sql`
    select (select count(*) from machine_day_stats)::int as days,
      (select count(*) from machine_day_inactivities)::int as reasons`)
  console.log(
    `statistics rollups rebuilt in ${Math.round(performance.now() - started)} ms: ` +
      `${rows[0]?.days} machine-day rows, ${rows[0]?.reasons} machine-day inactivity reasons`,
  )
} finally {
  await database.close()
}
