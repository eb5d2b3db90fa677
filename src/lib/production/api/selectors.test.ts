// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCustomers } from './get-customers'
import { getPlantMachines } from './get-plant-machines'

function answer(body: unknown) {
  const urls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      urls.push(new URL(input.url).pathname)
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return urls
}

afterEach(() => vi.unstubAllGlobals())

describe('production selectors', () => {
  it('read their endpoint and parse the answer with the contract', async () => {
    const urls = answer([{ id: 3, name: 'Matrix Foods' }])
    expect(await getCustomers()).toEqual([{ id: 3, name: 'Matrix Foods' }])
    expect(urls).toEqual(['/api/customers_plant'])
  })

  it('refuse an answer that breaks the contract instead of passing it on', async () => {
    answer([{ id: 'one', name: 'Flexo CI 1' }])
    await expect(getPlantMachines()).rejects.toThrow()
  })
})
