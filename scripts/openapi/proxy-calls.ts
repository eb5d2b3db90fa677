/**
 * The valid calls the Prism check sends (scripts/openapi/check-proxy.ts): every read, every
 * multipart write and the JSON writes of each area, as the demo users, over the seeded demo plant.
 * Ids come from the answers of earlier calls where the API gives them, else from the database.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import * as schema from '../../server/db/schema'
import { DEMO_PASSWORD } from '../../server/demo/catalog'
import { asciiPdf, filePart } from './ascii-files'
import { accountCalls } from './proxy-calls-account'
import { jobCostingCalls } from './proxy-calls-job-costing'
import { maintenanceCalls } from './proxy-calls-maintenance'
import {
  configurationCalls,
  displayCalls,
  geniusBoardCalls,
  ingestionCalls,
  sharedJobCalls,
} from './proxy-calls-plant'
import type { Probe } from './proxy-probe'

const b64 = (text: string) => Buffer.from(text).toString('base64')
const today = () => new Date().toISOString().slice(0, 10)
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

export const form = (fields: Record<string, string>, files: Record<string, Blob[]> = {}) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  for (const [name, blobs] of Object.entries(files)) {
    blobs.forEach((blob, i) => {
      data.append(name, blob, blob.type === 'application/pdf' ? `steps-${i}.pdf` : `photo-${i}.webp`)
    })
  }
  return data
}

export async function signIn(probe: Probe, email: string): Promise<string> {
  const res = await probe.json<{ token: string }>({
    path: '/api/login',
    json: { user: b64(email), password: b64(DEMO_PASSWORD), token: '', redirect: false },
  })
  return res.token
}

/** The token of the last password-reset link mailed (the .eml files of the server's mail folder). */
function mailedResetToken(mailDir: string): string | null {
  const files = existsSync(mailDir) ? readdirSync(mailDir).sort() : []
  const text = files.length ? readFileSync(path.join(mailDir, files[files.length - 1]), 'utf8') : ''
  return /reset-password\/([A-Za-z0-9_-]+)/.exec(text.replace(/=\r?\n/g, ''))?.[1] ?? null
}

export async function runCalls(probe: Probe, db: Db, mailDir: string) {
  const token = await signIn(probe, 'manager@demo.plant')
  const as = { token }
  await probe.call({ path: '/api/health' })

  // Selectors and plant control.
  await probe.call({ path: '/api/machines_plant', ...as })
  for (const path of ['/api/machines_config_plant', '/api/customers_plant', '/api/operators_plant']) {
    await probe.call({ path, ...as })
  }
  await probe.call({ path: '/api/plant-control/machines', ...as })
  const [machineRow] = await db.select().from(schema.machines).where(eq(schema.machines.name, 'Flexo CI 1'))
  const machineId = machineRow.id
  const [model] = await db.select().from(schema.machineModels).limit(1)
  if (model) await probe.call({ path: `/api/machine-images/${model.image}`, ...as })

  // The historical list, then one finished order in detail.
  await probe.call({ path: '/api/order/historic', json: {}, ...as })
  await probe.call({ path: '/api/order/historic/export', json: {}, ...as })
  const [order] = await db
    .select()
    .from(schema.productionOrders)
    .where(eq(schema.productionOrders.machineId, machineId))
    .limit(1)
  const orderQuery = {
    machineHashCode: machineRow.hashCode,
    idOnMachine: order.idOnMachine,
    insertTimestamp: order.insertTimestamp,
  }
  for (const path of [
    '/api/order/production',
    '/api/order/configuration',
    '/api/job_average_kpis',
    '/api/order/histogram',
    '/api/order/printed-codes',
    '/api/m2-machine-control/poChild',
    '/api/order/report-digiflex',
    '/api/job-cost/po-consumption-cost',
    '/api/job-cost/machine-po-costs',
    '/api/job-cost/po-cost-comparison',
    '/api/job-cost/po-cost-versions',
    '/api/m2-machine-control/modules-synoptic-structure',
    '/api/m2-machine-control/modules-synoptic-values',
    '/api/operation-analytics/embed',
  ]) {
    await probe.call({ path, query: orderQuery, ...as })
  }

  // Statistics and inactivities.
  const span = { startDate: daysAgo(2), finishDate: today() }
  await probe.call({ path: '/api/statistics/machines', ...as })
  await probe.call({ path: '/api/statistics/objectives', query: { machines: machineId }, ...as })
  await probe.call({ path: '/api/statistics/makeready', json: { machineIds: [machineId], ...span }, ...as })
  await probe.call({ path: '/api/traceability-available-dates', json: { machineIds: [machineId] }, ...as })
  await probe.call({
    path: '/api/traceability',
    json: { type: 1, machineIds: [machineId], ...span, dataGrouping: 'day' },
    ...as,
  })
  await probe.call({ path: '/api/inactivities', json: { machineId, ...span }, ...as })
  await probe.call({
    path: '/api/traceability/export',
    json: {
      start_date: span.startDate,
      finish_date: span.finishDate,
      machine_ids: [machineId],
      data_grouping: 'day',
    },
    ...as,
  })
  await probe.call({ path: '/api/inactivities/export', json: { machineId, ...span }, ...as })

  await accountCalls(probe, token, machineId)
  await documentCalls(probe, token, machineRow.serialNumber)
  await maintenanceCalls(probe, token, machineId)
  await displayCalls(probe, token)
  await jobCostingCalls(probe, token, machineRow, order.id)
  await sharedJobCalls(probe, token)
  await geniusBoardCalls(probe, token)
  await ingestionCalls(probe, token, machineRow.hashCode)
  await configurationCalls(probe, token, machineRow)
  // The session's own end, and a password changed and changed back by another user.
  const tech = await signIn(probe, 'tech@demo.plant')
  for (const [currentPassword, newPassword] of [
    [DEMO_PASSWORD, 'Prism-check-2026'],
    ['Prism-check-2026', DEMO_PASSWORD],
  ]) {
    await probe.call({ path: '/api/change_password', json: { currentPassword, newPassword }, token: tech })
  }
  const newcomer = await signIn(probe, 'new@demo.plant')
  await probe.call({ path: '/api/accept-terms-and-conditions', json: {}, token: newcomer })
  await probe.call({
    path: '/api/welcome/send-recover-account-email',
    json: { username: 'new@demo.plant' },
  })
  const reset = mailedResetToken(mailDir)
  if (reset) {
    await probe.call({ path: '/api/welcome/check-token', json: { token: b64(reset) } })
    await probe.call({ path: '/api/welcome/accept-terms-and-conditions', json: { token: b64(reset) } })
    await probe.call({
      path: '/api/welcome/change-password',
      json: { token: b64(reset), password: b64('Prism-check-2026') },
    })
  }
  await probe.call({ path: '/api/logout', token })
}

async function documentCalls(probe: Probe, token: string, serial: string) {
  const as = { token }
  await probe.call({ path: '/api/documents/machines', ...as })
  const manual = await probe.json<{ id: number }>({
    path: `/api/documents/machines/${serial}`,
    form: form(
      { section: 'maintenance', language: 'en_EN', title: 'Prism check manual' },
      { file: [filePart(asciiPdf('Unwinder lubrication every week'), 'application/pdf')] },
    ),
    ...as,
  })
  await probe.call({ path: `/api/documents/machines/${serial}`, ...as })
  await probe.call({ path: '/api/documents/search', query: { q: 'lubrication' }, ...as })
  await probe.call({ path: `/api/documents/files/${manual.id}/text`, ...as })
  await probe.call({ path: `/api/documents/files/${manual.id}`, ...as })
}
