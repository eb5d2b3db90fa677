import { describe, expect, it } from 'vitest'
import { jobEntries, searchJobs, searchText } from './job-search'

const customers = [
  { id: 2, name: 'Zeta Foods' },
  { id: 1, name: 'Ácme Films' },
  { id: 3, name: 'Not loaded' },
]
const jobs: Record<number, { id: number; reference: string }[]> = {
  1: [
    { id: 11, reference: 'Pouch 200' },
    { id: 10, reference: 'Film A' },
  ],
  2: [{ id: 20, reference: 'Film B' }],
}
const entries = jobEntries(customers, (id) => jobs[id])

describe('jobEntries', () => {
  it('lists every loaded customer job, by customer then reference', () => {
    expect(entries.map((e) => [e.customerName, e.reference, e.jobId])).toEqual([
      ['Ácme Films', 'Film A', 10],
      ['Ácme Films', 'Pouch 200', 11],
      ['Zeta Foods', 'Film B', 20],
    ])
    expect(entries[0]).toEqual({ jobId: 10, reference: 'Film A', customerId: 1, customerName: 'Ácme Films' })
  })
  it('is empty without customers', () => {
    expect(jobEntries([], () => [])).toEqual([])
  })
})

describe('searchJobs', () => {
  const refs = (query: string) => searchJobs(entries, query).map((e) => e.jobId)
  it('finds all for an empty search', () => {
    expect(refs('')).toEqual([10, 11, 20])
    expect(refs('   ')).toEqual([10, 11, 20])
  })
  it('matches the reference or the customer, case and accents ignored', () => {
    expect(refs('film')).toEqual([10, 11, 20])
    expect(refs('POUCH')).toEqual([11])
    expect(refs('acme')).toEqual([10, 11])
    expect(refs('zeta')).toEqual([20])
  })
  it('needs every word, in either field', () => {
    expect(refs('acme film a')).toEqual([10, 11])
    expect(refs('film b zeta')).toEqual([20])
    expect(refs('zeta pouch')).toEqual([])
  })
  it('finds nothing for a word in neither', () => {
    expect(refs('laminate')).toEqual([])
  })
})

describe('searchText', () => {
  it('drops case, accents and extra spaces', () => {
    expect(searchText('  Pelí   ÁCME ')).toBe('peli acme')
  })
})
