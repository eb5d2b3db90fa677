// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import dayjs from 'dayjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DocumentMachine, TechDocument } from '@/contract/documents'
import type { MyWorkOrders } from '@/contract/maintenance'
import { configureApi } from '@/lib/api/client'
import { db } from '@/offline/db'
import { documentCacheKey, TECH_DOCS_CACHE } from '@/offline/document-cache-keys'
import { isManualOffline } from '@/offline/manuals'
import { createFakeCaches } from '@/offline/testing/fake-caches'
import { workOrder } from '../testing/work-order'
import { checkShiftReadiness, planShift, runShiftPreparation, type ShiftProgress } from './prepare-shift'

const user = 7
const auth = { token: 'tok', userId: user }
const today = dayjs().format('YYYY-MM-DD')
const inDays = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD')
const steps = (id: string, size: number) => ({
  url: `/api/maintenance/file/download?fileUrl=${id}&fileName=${id}.pdf`,
  fileName: `${id}.pdf`,
  size,
})
const manual = (id: number, section: TechDocument['section'], language: string): TechDocument => ({
  id,
  machineSerialNumber: 'FX-1',
  section,
  language,
  title: `${section} ${language}`,
  slug: 's',
  pages: 1,
  size: 100 + id,
  url: `/api/documents/files/${id}`,
})

/** Flexo 1 (machine 1): due today with a PDF, in two days sharing it; a done one and one next month. */
const events = [
  workOrder({ id: 1, date: today, instructions: steps('aa', 300) }),
  workOrder({ id: 2, date: inDays(2), taskName: 'Grease', instructions: steps('aa', 300) }),
  workOrder({ id: 3, date: today, state: 2, instructions: steps('bb', 50) }),
  workOrder({ id: 4, date: inDays(20), instructions: steps('cc', 70) }),
]
const flexoManuals = [
  manual(11, 'operational', 'en_EN'),
  manual(12, 'operational', 'es_ES'),
  manual(13, 'maintenance', 'en_EN'),
  manual(14, 'electrical', 'en_EN'),
]

let fake: ReturnType<typeof createFakeCaches>
let served: string[]
let mine: MyWorkOrders

function serve(url: string): Response {
  const { pathname } = new URL(url)
  served.push(pathname)
  const json = (body: unknown) => Response.json(body)
  if (pathname === '/api/maintenanceEvent/mine') return json(mine)
  if (pathname === '/api/documents/machines') {
    const machines: DocumentMachine[] = [
      {
        id: 1,
        name: 'Flexo 1',
        serialNumber: 'FX-1',
        machineLineName: 'FLEXO',
        machineModelName: 'Flexo 8',
        machineModelImage: '/models/flexo-8.webp',
        documentCount: 4,
      },
    ]
    return json(machines)
  }
  if (pathname === '/api/documents/machines/FX-1') {
    return json({
      documents: flexoManuals,
      languages: [
        { driveId: 'en_EN', fullName: 'English', selected: false },
        { driveId: 'es_ES', fullName: 'Español', selected: true },
      ],
    })
  }
  const text = /^\/api\/documents\/files\/(\d+)\/text$/.exec(pathname)
  if (text) return json({ id: Number(text[1]), pages: ['page one'] })
  const file = /^\/api\/documents\/files\/(\d+)$/.exec(pathname)
  if (file) return new Response(new Uint8Array(100 + Number(file[1])), { status: 200 })
  if (pathname === '/api/maintenance/file/download') {
    const id = new URL(url).searchParams.get('fileUrl')
    return new Response(new Uint8Array(id === 'aa' ? 300 : 50), { status: 200 })
  }
  return new Response('{}', { status: 404 })
}

beforeEach(async () => {
  fake = createFakeCaches()
  vi.stubGlobal('caches', fake.caches)
  served = []
  mine = { cursor: 'c1', today, ids: events.map((e) => e.id), events }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      serve(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url),
    ),
  )
  configureApi({ getToken: () => 'tok', onUnauthorized: () => {} })
  await Promise.all([
    db.workOrders.clear(),
    db.workOrderSync.clear(),
    db.shiftPlans.clear(),
    db.documentTexts.clear(),
  ])
})
afterEach(() => vi.unstubAllGlobals())

const stepKey = (id: string) => documentCacheKey(new URL(steps(id, 0).url, window.location.origin).href, user)

describe('prepare shift', () => {
  it('plans the coming days: their step PDFs once each, the manuals of their machines in the user language', async () => {
    const plan = await planShift(user, 3)
    expect(plan.coming.map((e) => e.id)).toEqual([1, 2])
    // One shared step PDF; operational in Spanish (the user's), maintenance in English (no Spanish), electrical.
    expect(plan.downloads.map((d) => (d.kind === 'steps' ? d.file.fileName : d.doc.id))).toEqual([
      'aa.pdf',
      12,
      13,
      14,
    ])
    expect(plan.files).toBe(4)
    expect(plan.bytes).toBe(300 + 112 + 113 + 114)
    expect(plan.missingBytes).toBe(plan.bytes)
    expect(plan.machines).toEqual([
      {
        machineId: 1,
        machineName: 'Flexo 1',
        manuals: [12, 13, 14].map((id) => expect.objectContaining({ id })),
      },
    ])
    // Four weeks ahead reaches the next-month work order and its PDF.
    expect((await planShift(user, 28)).downloads.map((d) => d.kind === 'steps' && d.file.fileName)).toContain(
      'cc.pdf',
    )
  })

  it('downloads what is missing with progress, then the device is ready, and stays honest about what goes missing', async () => {
    expect(await checkShiftReadiness(user)).toBeNull()
    const plan = await planShift(user, 3)
    const progress: ShiftProgress[] = []
    const result = await runShiftPreparation(plan, auth, (p) => progress.push(p))
    expect(result.failed).toEqual([])
    expect(progress.at(-1)).toEqual({ done: 4, received: plan.bytes, current: null })
    expect(fake.stores.get(TECH_DOCS_CACHE)?.has(stepKey('aa'))).toBe(true)
    // The manuals are saved the documents area's way: file and text.
    expect(await isManualOffline(12, user)).toBe(true)

    const ready = await checkShiftReadiness(user)
    expect(ready).toMatchObject({ ready: true, days: 3, workOrders: 2, files: 4, missing: [] })
    // Prepared again: nothing left to download.
    expect((await planShift(user, 3)).downloads).toEqual([])

    // A step PDF evicted from the cache: not ready, and it says which.
    await (await caches.open(TECH_DOCS_CACHE)).delete(stepKey('aa'))
    expect(await checkShiftReadiness(user)).toMatchObject({
      ready: false,
      missing: [{ kind: 'steps', fileName: 'aa.pdf', taskNames: ['Clean anilox', 'Grease'] }],
    })
  })

  it('is not ready when a manual loses its text, or new work comes for a machine never prepared', async () => {
    await runShiftPreparation(await planShift(user, 3), auth, () => {})
    await db.documentTexts.delete(`${user}:13`)
    expect((await checkShiftReadiness(user))?.missing).toEqual([
      { kind: 'manual', title: 'maintenance en_EN', machineName: 'Flexo 1' },
    ])
    await runShiftPreparation(await planShift(user, 3), auth, () => {})
    expect((await checkShiftReadiness(user))?.ready).toBe(true)

    mine = {
      cursor: 'c2',
      today,
      ids: [...events.map((e) => e.id), 5],
      events: [workOrder({ id: 5, date: inDays(1), machineId: 2, machineName: 'Slitter 2' })],
    }
    const { refreshWorkOrders } = await import('./work-order-store')
    await refreshWorkOrders(user)
    expect((await checkShiftReadiness(user))?.missing).toEqual([
      { kind: 'machine', machineName: 'Slitter 2' },
    ])
  })

  it('records the plan before downloading, so a failed file is named by the check', async () => {
    const plan = await planShift(user, 3)
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
        return url.includes('/documents/files/14') ? new Response('no', { status: 503 }) : serve(url)
      }),
    )
    const result = await runShiftPreparation(plan, auth, () => {})
    expect(result.failed.map((f) => f.download.kind === 'manual' && f.download.doc.id)).toEqual([14])
    expect((await checkShiftReadiness(user))?.missing).toEqual([
      { kind: 'manual', title: 'electrical en_EN', machineName: 'Flexo 1' },
    ])
    expect(served.filter((p) => p === '/api/maintenanceEvent/mine')).toHaveLength(1)
  })
})
