/**
 * The Prism check's calls of displays, shared jobs, the genius board, ingestion and the plant
 * configuration (scripts/openapi/proxy-calls.ts; job costing in proxy-calls-job-costing.ts).
 */
import type { Probe } from './proxy-probe'

type Row = Record<string, unknown> & { id: number }

export async function displayCalls(probe: Probe, token: string) {
  const as = { token }
  await probe.call({ path: '/api/displays', ...as })
  const display = await probe.json<Row & { token: string }>({
    path: '/api/displays',
    json: { label: 'Prism line screen', machineLineId: null, language: 'en_EN' },
    ...as,
  })
  await probe.call({ path: '/api/display/status', authorization: `Display ${display.token}` })
  await probe.call({ method: 'DELETE', path: `/api/displays/${display.id}`, ...as })
}

export async function sharedJobCalls(probe: Probe, token: string) {
  const as = { token }
  await probe.call({ path: '/api/shared/customers', ...as })
  const customer = await probe.json<Row>({
    path: '/api/shared/customers',
    json: {
      name: 'Prism Foods',
      country: 'ES',
      address: 'Calle 1',
      email: 'buyer@prism.example',
      phone: '34600000000',
    },
    ...as,
  })
  const job = await probe.json<Row>({
    path: '/api/shared/jobs',
    json: { reference: 'PRISM 1', sharedCustomer: customer.id },
    ...as,
  })
  await probe.call({ path: `/api/shared/customers/${customer.id}/jobs`, ...as })
  await probe.call({
    path: `/api/shared/jobs/${job.id}/tags`,
    json: { jobId: job.id, rows: [{ alias: 'General_PreselectedSpeed', value: '1000' }] },
    ...as,
  })
  await probe.call({ path: `/api/shared/jobs/${job.id}/tags`, ...as })
  await probe.call({ method: 'DELETE', path: `/api/shared/jobs/${job.id}`, ...as })
  await probe.call({ method: 'DELETE', path: `/api/shared/customers/${customer.id}`, ...as })
}

export async function geniusBoardCalls(probe: Probe, token: string) {
  const as = { token }
  const catalog = await probe.json<{ machines: { id: number; setup: string }[]; inks: { id: number }[] }>({
    path: '/api/genius-board/catalog',
    ...as,
  })
  await probe.call({ path: '/api/genius-board/orders', ...as })
  const machineId = catalog.machines.find((m) => m.setup === 'decks')?.id
  if (!machineId) return
  const fields = {
    machineId,
    reference: `PRISM-${Date.now()}`,
    jobName: 'Prism job',
    customer: 'Prism Foods',
    materialId: 1,
    width: 1000,
    targetMeter: 1000,
    decks: [{ position: 1, inkId: catalog.inks[0]?.id ?? null, tape: '3M 1015', mode: 'print' }],
  }
  const order = await probe.json<Row & { version: number }>({
    path: '/api/genius-board/orders',
    json: fields,
    ...as,
  })
  await probe.call({ path: `/api/genius-board/orders/${order.id}`, ...as })
  const edited = await probe.json<Row & { version: number }>({
    method: 'PUT',
    path: `/api/genius-board/orders/${order.id}`,
    json: { ...fields, jobName: 'Prism job 2', version: order.version },
    ...as,
  })
  const sent = await probe.json<Row & { version: number }>({
    path: `/api/genius-board/orders/${order.id}/send`,
    json: { version: edited.version },
    ...as,
  })
  const recalled = await probe.json<Row & { version: number }>({
    path: `/api/genius-board/orders/${order.id}/recall`,
    json: { version: sent.version },
    ...as,
  })
  await probe.call({
    path: `/api/genius-board/orders/${order.id}/cancel`,
    json: { version: recalled.version },
    ...as,
  })
}

export async function ingestionCalls(probe: Probe, token: string, machineHashCode: string) {
  const key = await probe.json<{ authorization: string }>({
    path: '/api/api-keys',
    json: { alias: 'Prism gateway', scopes: ['ingest'] },
    token,
  })
  const auth = { authorization: key.authorization }
  const machines = await probe.json<{ machine: string }[]>({ path: '/api/ingest/v1/machines', ...auth })
  await probe.call({ path: '/api/ingest/v1/prepared-orders', ...auth })
  const machine = machines[0]?.machine ?? machineHashCode
  await probe.call({
    path: '/api/ingest/v1/events',
    json: {
      machine,
      // Counters past anything the demo's day reached: they never go back.
      events: [
        {
          type: 'sample',
          at: new Date().toISOString(),
          speed: 0,
          totalMeter: 1e11,
          cleanMeter: 9e10,
          wasteMeter: 1e10,
        },
      ],
    },
    ...auth,
  })
}

export async function configurationCalls(probe: Probe, token: string, machine: { id: number; name: string }) {
  await probe.call({ path: '/api/modify_machine', json: { id: machine.id, name: machine.name }, token })
  await probe.call({ path: '/api/reorder_machines', json: { id: machine.id, position: 1 }, token })
}
