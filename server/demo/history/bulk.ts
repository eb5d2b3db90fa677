/**
 * Bulk inserts for the seed: json_to_recordset for mixed rows and unnest over arrays for the
 * speed samples, in chunks (both run on PGlite and Postgres 15), never row by row.
 *
 * Embedded PGlite never reaches max_wal_size during the seed, so without checkpoints the WAL of
 * the whole seed (~180 MB) would stay on disk. A checkpoint every ~24 MB of estimated WAL keeps
 * the data directory near 190 MB; checkpoints are slow (file writes), so not more often. Only on
 * PGlite: a Postgres server manages its own WAL (and CHECKPOINT needs privileges there).
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import type { SampleColumns } from './types'

export type Column = [name: string, type: string]

const WAL_BUDGET = 24 * 1024 * 1024

export class BulkWriter {
  private walSinceCheckpoint = 0

  private constructor(
    readonly tx: DbOrTx,
    private readonly checkpoints: boolean,
  ) {}

  static async open(tx: DbOrTx) {
    const [version] = (await tx.execute(sql`select version() as v`)).rows as { v: string }[]
    return new BulkWriter(tx, String(version?.v).includes('PGlite'))
  }

  private async wrote(rows: number, bytesPerRow: number) {
    this.walSinceCheckpoint += rows * bytesPerRow
    if (this.checkpoints && this.walSinceCheckpoint > WAL_BUDGET) {
      await this.tx.execute(sql`checkpoint`)
      this.walSinceCheckpoint = 0
    }
  }

  async json(table: string, columns: Column[], rows: Record<string, unknown>[], chunk = 4000) {
    const names = sql.raw(columns.map(([n]) => n).join(', '))
    const defs = sql.raw(columns.map(([n, t]) => `${n} ${t}`).join(', '))
    for (let i = 0; i < rows.length; i += chunk) {
      const json = JSON.stringify(rows.slice(i, i + chunk))
      await this.tx.execute(
        sql`insert into ${sql.identifier(table)} (${names}) select ${names} from json_to_recordset(${json}::json) as x(${defs})`,
      )
      await this.wrote(Math.min(chunk, rows.length - i), 150 + 8 * columns.length)
    }
  }

  async samples(s: SampleColumns, chunk = 50_000) {
    const arr = (a: (number | null)[], from: number, to: number) =>
      `{${a
        .slice(from, to)
        .map((v) => v ?? 'NULL')
        .join(',')}}`
    // Array-literal elements: quoted, with the JSON's quotes and backslashes escaped.
    const texts = (a: (string | null)[], from: number, to: number) =>
      `{${a
        .slice(from, to)
        .map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`))
        .join(',')}}`
    for (let i = 0; i < s.ts.length; i += chunk) {
      const j = Math.min(s.ts.length, i + chunk)
      await this.tx.execute(sql`insert into speed_samples (machine_id, ts, speed, total_meter, clean_meter, waste_meter, speed_set_point, tags)
        select m, to_timestamp(t), v, a, c, w, p, g::jsonb
        from unnest(${arr(s.machineId, i, j)}::int[], ${arr(s.ts, i, j)}::float8[], ${arr(s.speed, i, j)}::real[],
                    ${arr(s.totalMeter, i, j)}::float8[], ${arr(s.cleanMeter, i, j)}::float8[], ${arr(s.wasteMeter, i, j)}::float8[],
                    ${arr(s.setPoint, i, j)}::real[], ${texts(s.tags, i, j)}::text[])
          as u(m, t, v, a, c, w, p, g)`)
      await this.wrote(j - i, 240)
    }
  }

  /** Ids were given by the generator: move the table's sequence past them. */
  async bumpSequence(table: string) {
    await this.tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    )
  }
}
