/**
 * The Prism check's calls of displays, job costing, shared jobs, the genius board, ingestion and the
 * plant configuration (scripts/openapi/proxy-calls.ts).
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

export async function jobCostingCalls(
  probe: Probe,
  token: string,
  machine: { id: number; hashCode: string; plantId: number },
  orderId: number,
) {
  const as = { token }
  for (const path of [
    '/api/job-cost/stop-costs',
    '/api/consumable-types',
    `/api/job-cost/plants/${machine.plantId}/consumable-types`,
    `/api/job-cost/plants/${machine.plantId}/machine-consumable-types`,
    '/api/materials',
    '/api/ink-groups',
    '/api/job-cost/ink-group-prices',
    '/api/job-cost/material-prices',
    `/api/job-cost/machines/${machine.id}/machine-po-costs`,
    `/api/job-cost/po/${orderId}/ink-group-po-costs`,
  ]) {
    await probe.call({ path, ...as })
  }
  for (const path of ['/api/job-cost/consumable-period-time-price', '/api/job-cost/period/latest']) {
    await probe.call({ path, query: { 'consumable-types': '1' }, ...as })
  }
  for (const kind of ['machine-po-consumptions', 'ink-group-po-consumptions']) {
    await probe.call({ path: `/api/job-cost/machines/${machine.id}/${kind}`, query: { po: orderId }, ...as })
  }
  await probe.call({
    path: '/api/job-cost/statistics',
    query: {
      date: new Date().toISOString().slice(0, 10),
      groupBy: 'week',
      machineHashCode: machine.hashCode,
    },
    ...as,
  })
  await priceWrites(probe, token)
  // The machine's cost record saved again as it is (a create when one exists updates it).
  const prices = await probe.json<Row | null>({ path: `/api/job-cost/machines/${machine.id}/prices`, ...as })
  if (prices) {
    const { id, ...fields } = prices
    const body = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'number'))
    await probe.call({ path: `/api/job-cost/machines/${machine.id}/prices`, json: body, ...as })
    await probe.call({
      method: 'PUT',
      path: `/api/job-cost/machines/${machine.id}/prices/${id}`,
      json: body,
      ...as,
    })
  }
}

type Period = Row & {
  consumableTypeId: number
  startDate: string
  periodTimes: { startTime: string; finishTime: string; price: { id: number; value: number } }[]
}

/** Consumable periods (the latest saved as it is, one of its prices again), ink and material prices. */
async function priceWrites(probe: Probe, token: string) {
  const as = { token }
  const [latest] = await probe.json<Period[]>({
    path: '/api/job-cost/period/latest',
    query: { 'consumable-types': '1' },
    ...as,
  })
  if (latest) {
    const periodTimes = latest.periodTimes.map(({ startTime, finishTime, price }) => ({
      startTime,
      finishTime,
      price: { id: price.id, value: price.value },
    }))
    await probe.call({
      method: 'PUT',
      path: `/api/job-cost/period/${latest.id}`,
      json: { id: latest.id, startDate: latest.startDate, periodTimes },
      ...as,
    })
    const { id, value } = periodTimes[0].price
    await probe.call({ method: 'PUT', path: `/api/job-cost/price/${id}`, json: { id, value }, ...as })
    await probe.call({
      path: '/api/job-cost/period',
      json: {
        startDate: '2099-01-01',
        periodTimes: latest.periodTimes.map(({ startTime, finishTime, price }) => ({
          startTime,
          finishTime,
          consumablePeriodTimePrice: {
            consumableType: { id: latest.consumableTypeId },
            price: { value: price.value },
          },
        })),
      },
      ...as,
    })
  }
  // A period to come for each list, priced for one of its items, then (materials) priced again.
  for (const [list, items] of [
    ['ink-group', '/api/ink-groups'],
    ['material', '/api/materials'],
  ] as const) {
    const [item] = await probe.json<Row[]>({ path: items, ...as })
    const period = await probe.json<Row>({
      path: `/api/job-cost/${list}-price-periods`,
      json: [{ startDate: '2099-01-01' }],
      ...as,
    })
    const materials = { [String(item.id)]: { price: 2.5 } }
    await probe.call({ path: `/api/job-cost/${list}-prices`, json: { period: period.id, materials }, ...as })
    if (list === 'material') {
      await probe.call({
        method: 'PUT',
        path: `/api/job-cost/material-prices/${period.id}`,
        json: { period: period.id, materials: { [String(item.id)]: { price: 3 } } },
        ...as,
      })
    }
  }
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
