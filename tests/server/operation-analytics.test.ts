/**
 * Operation analytics (issue 10, spec 001 §2.6): the embed address per order and roll, the
 * built-in dashboard service's ticket, session cookie and logout, and a configured Grafana.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedHistory } from '../../server/demo/seed'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

const anchor = new Date('2026-11-18T16:20:00Z')
let t: TestApp
let manager: string
let operator: string
let m: Record<string, DemoMachineRef>

async function finishedOrder(machine: string) {
  const [r] = (
    await t.ctx.db.execute<Record<string, unknown>>(sql`
      select id_on_machine, insert_timestamp, reference from production_orders
      where machine_id = ${m[machine].id} and parent_order_id is null and date_finish is not null
      order by date_start desc limit 1`)
  ).rows
  return {
    reference: String(r.reference),
    query: `machineHashCode=${m[machine].hashCode}&idOnMachine=${r.id_on_machine}&insertTimestamp=${r.insert_timestamp}`,
  }
}
const embed = (query: string, token = manager, app = t) =>
  app.app.inject({ method: 'GET', url: `/api/operation-analytics/embed?${query}`, headers: bearer(token) })

beforeAll(async () => {
  t = await createTestApp({ now: () => anchor })
  await seedHistory(t.ctx.db, t.base, { seed: 42, now: anchor, days: 2 })
  ;[manager, operator] = await Promise.all([
    signIn(t, 'manager@demo.plant'),
    signIn(t, 'operator@demo.plant'),
  ])
  m = await demoMachinesByName(t.ctx.db)
}, 180_000)
afterAll(() => t.close())

describe('the built-in dashboard service', () => {
  it('opens with a ticket, keeps a session cookie, and logs out', async () => {
    const order = await finishedOrder('Flexo CI 1')
    const res = await embed(order.query)
    expect(res.statusCode, res.body).toBe(200)
    const { url, logoutUrl, builtIn } = res.json()
    expect(builtIn).toBe(true)
    expect(url).toMatch(/^\/analytics\/d\/demo-plant\?.*ticket=/)
    expect(logoutUrl).toBe('/analytics/logout')

    const page = await t.app.inject({ method: 'GET', url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain(order.reference)
    expect(page.body).toContain('<svg')
    // Every column of the stops table is named, and the time axis' end labels lean inwards, whole
    // (issue 32: centred on the edges, "10:27" read "0:27").
    expect(page.body).not.toContain('<th></th>')
    expect(page.body).toMatch(/text-anchor="start">\d{1,2}:\d{2}</)
    expect(page.body).toMatch(/text-anchor="end">\d{1,2}:\d{2}</)
    const cookie = String(page.headers['set-cookie'])
    expect(cookie).toMatch(/^pp_analytics=[^;]+; Path=\/analytics; HttpOnly; SameSite=Strict/)

    // Without the ticket, the session cookie is enough; without either, the page says so.
    const withoutTicket = url.replace(/&ticket=[^&]+/, '')
    const session = cookie.split(';')[0]
    expect(
      (await t.app.inject({ method: 'GET', url: withoutTicket, headers: { cookie: session } })).statusCode,
    ).toBe(200)
    const anonymous = await t.app.inject({ method: 'GET', url: withoutTicket })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.body).toContain('has expired')

    const logout = await t.app.inject({ method: 'GET', url: logoutUrl, headers: { cookie: session } })
    expect(logout.statusCode).toBe(204)
    expect(String(logout.headers['set-cookie'])).toMatch(/^pp_analytics=; .*Max-Age=0/)
  })

  it('refuses a forged or stale ticket', async () => {
    const order = await finishedOrder('Flexo CI 1')
    const { url } = (await embed(order.query)).json()
    const forged = url.replace(/ticket=([^&.]+)\./, 'ticket=eyJ1IjoxLCJleHAiOjk5OTk5OTk5OTk5OTl9.')
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(401)
    const later = await createTestApp({ now: () => new Date(anchor.getTime() + 61_000) })
    try {
      // Another app instance without the secret refuses it as well (a random key per process).
      expect((await later.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    } finally {
      await later.close()
    }
  })

  it('shows one roll, and 404 for a roll that does not exist', async () => {
    const order = await finishedOrder('Flexo CI 1')
    const res = await embed(`${order.query}&roll=1`)
    expect(res.statusCode).toBe(200)
    const page = await t.app.inject({ method: 'GET', url: res.json().url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Roll 1')
    expect((await embed(`${order.query}&roll=999`)).statusCode).toBe(404)
  })

  it('needs the analytics right and a machine that allows it', async () => {
    const flexo = await finishedOrder('Flexo CI 1')
    const refused = await embed(flexo.query, operator)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe('FORBIDDEN')
    const roto = await finishedOrder('Roto R9 South')
    expect((await embed(roto.query)).statusCode).toBe(404)
  })
})

describe('a configured Grafana', () => {
  it('embeds the plant dashboard in kiosk mode with the order as variables and its period', async () => {
    const grafana = await createTestApp(
      { now: () => anchor },
      { ANALYTICS_URL: 'https://grafana.example.com/' },
    )
    try {
      await seedHistory(grafana.ctx.db, grafana.base, { seed: 42, now: anchor, days: 1 })
      const token = await signIn(grafana, 'manager@demo.plant')
      const machines = await demoMachinesByName(grafana.ctx.db)
      const [r] = (
        await grafana.ctx.db.execute<Record<string, unknown>>(sql`
          select id_on_machine, insert_timestamp, date_start, date_finish from production_orders
          where machine_id = ${machines['Flexo CI 1'].id} and date_finish is not null limit 1`)
      ).rows
      const res = await embed(
        `machineHashCode=${machines['Flexo CI 1'].hashCode}&idOnMachine=${r.id_on_machine}&insertTimestamp=${r.insert_timestamp}`,
        token,
        grafana,
      )
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.builtIn).toBe(false)
      expect(body.logoutUrl).toBe('https://grafana.example.com/logout')
      const url = new URL(body.url)
      expect(url.origin + url.pathname).toBe('https://grafana.example.com/d/demo-plant')
      expect(url.searchParams.get('var-order')).toBe(String(r.id_on_machine))
      expect(url.searchParams.get('from')).toBe(String(new Date(String(r.date_start)).getTime()))
      expect(url.searchParams.get('to')).toBe(String(new Date(String(r.date_finish)).getTime()))
      expect(url.searchParams.has('kiosk')).toBe(true)
    } finally {
      await grafana.close()
    }
  }, 120_000)
})
