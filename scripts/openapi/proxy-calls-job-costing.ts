/**
 * The Prism check's job-costing calls (scripts/openapi/proxy-calls.ts): the reads of prices and
 * costs, then periods and prices written.
 */
import type { Probe } from './proxy-probe'

type Row = Record<string, unknown> & { id: number }

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
