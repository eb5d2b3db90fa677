/**
 * Work on the plant's today for a demo account. The demo plans no work on the plant's days off
 * (issue 29: a Monday-Friday plant has none on a Saturday), so a test that needs today's work and
 * runs on a weekend asks a manager for a one-off work order today, as a corrective order would be
 * (a one-off keeps the day it was asked for). On a working day the seeded work is used as it is.
 */
import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

interface Found {
  id: number
  machineId: number | null
  operatorUserId: number | null
}

export async function ensureWorkToday(
  request: APIRequestContext,
  token: string,
  today: string,
  /** A step-by-step PDF for the one-off (the prepare-shift test needs one). */
  pdf?: Buffer,
) {
  const auth = { Authorization: `Bearer ${token}` }
  const find = async (params: Record<string, string>) => {
    const res = await request.get('/api/maintenanceEvent', { headers: auth, params })
    expect(res.status()).toBe(200)
    return ((await res.json()) as { results: Found[] }).results
  }
  const todays = await find({ maintenanceStates: '1', initialDate: today, finalDate: today, limit: '1' })
  if (todays.length > 0) return
  // The account's next work tells its machine and its user id.
  const [next] = await find({ maintenanceStates: '1', initialDate: today, orderBy: 'date', limit: '1' })
  expect(next, 'the account has coming work (demo data)').toBeTruthy()
  const login = await request.post('/api/login', {
    data: {
      user: Buffer.from('manager@demo.plant').toString('base64'),
      password: Buffer.from('demo1234').toString('base64'),
      token: '',
      redirect: false,
    },
  })
  const { token: manager } = (await login.json()) as { token: string }
  const res = await request.post('/api/maintenance', {
    headers: { Authorization: `Bearer ${manager}`, 'Idempotency-Key': `e2e-today-${today}-${Date.now()}` },
    multipart: {
      name: 'Check the web guide sensor',
      description: 'Corrective: asked for today',
      type: 'review',
      condition: 'stopped',
      frequency: 'none',
      reason: 'Web wander',
      provider: 'Own staff',
      durationMinutes: '20',
      risk: '3',
      startDate: today,
      endDate: '',
      machines: String(next.machineId),
      operators: String(next.operatorUserId),
      ...(pdf ? { file: { name: 'web guide.pdf', mimeType: 'application/pdf', buffer: pdf } } : {}),
    },
  })
  expect(res.status(), await res.text()).toBe(200)
}
