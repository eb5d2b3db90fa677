/**
 * The demo plant's data a test or a bench needs before it opens a screen, asked of the real API
 * with plain fetch (usable from a Playwright test and from bench/ alike).
 */

/** Every demo account's password (server/demo/catalog.ts). */
export const DEMO_PASSWORD = 'demo1234'

const b64 = (text: string) => Buffer.from(text).toString('base64')

/** A bearer token for a demo account, signed in through POST /api/login. */
export async function apiToken(baseURL: string, email: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: b64(email), password: b64(DEMO_PASSWORD), token: '', redirect: false }),
  })
  return ((await res.json()) as { token: string }).token
}

/** A finished Flexo CI 1 order (operation analytics allowed), as its route parameters. */
export interface DemoOrder {
  machineHashCode: string
  idOnMachine: string
  insertTimestamp: string
  reference: string
  /** `machineHashCode/idOnMachine/insertTimestamp`, as /machine-control/... takes it. */
  address: string
}

/** The newest finished order of the Flexo CI 1 in the demo plant, by the historical search. */
export async function finishedFlexoOrderOf(baseURL: string, token: string): Promise<DemoOrder> {
  const res = await fetch(`${baseURL}/api/order/historic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ limit: 100 }),
  })
  const { results } = (await res.json()) as {
    results: {
      machine: string
      machineHashCode: string
      idM: number
      insertTimestamp: number
      reference: string
      dateFinish: string | null
    }[]
  }
  const row = results.find((r) => r.machine === 'Flexo CI 1' && r.dateFinish !== null)
  if (!row) throw new Error('no finished Flexo CI 1 order in the demo plant')
  return {
    machineHashCode: row.machineHashCode,
    idOnMachine: String(row.idM),
    insertTimestamp: String(row.insertTimestamp),
    reference: row.reference,
    address: `${row.machineHashCode}/${row.idM}/${row.insertTimestamp}`,
  }
}

/** That order's address (`machineHashCode/idOnMachine/insertTimestamp`). */
export async function finishedFlexoOrder(baseURL: string, token: string): Promise<string> {
  return (await finishedFlexoOrderOf(baseURL, token)).address
}
