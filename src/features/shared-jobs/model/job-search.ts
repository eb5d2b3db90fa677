import type { SharedCustomerSummary, SharedJobSummary } from '@/contract/shared-jobs'

/** One shared job in the list of every customer's jobs, with the customer it belongs to. */
export interface JobEntry {
  jobId: number
  reference: string
  customerId: number
  customerName: string
}

/** Lower case, accents off, spaces collapsed: "Pelí  Ácme" finds "peli acme". */
export const searchText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

/** Every customer's jobs as one list, by customer name then reference (customers not yet loaded left out). */
export function jobEntries(
  customers: readonly SharedCustomerSummary[],
  jobsOf: (customerId: number) => readonly SharedJobSummary[] | undefined,
): JobEntry[] {
  const out: JobEntry[] = []
  for (const c of customers) {
    for (const j of jobsOf(c.id) ?? []) {
      out.push({ jobId: j.id, reference: j.reference, customerId: c.id, customerName: c.name })
    }
  }
  return out.sort(
    (a, b) =>
      a.customerName.localeCompare(b.customerName) ||
      a.reference.localeCompare(b.reference) ||
      a.jobId - b.jobId,
  )
}

/**
 * The jobs a search finds: every word of it in the job's reference or its customer's name
 * ("acme film" finds Acme's "Film A"), case and accents ignored. An empty search finds all.
 */
export function searchJobs(entries: readonly JobEntry[], query: string): JobEntry[] {
  const words = searchText(query).split(' ').filter(Boolean)
  if (words.length === 0) return [...entries]
  return entries.filter((e) => {
    const haystack = `${searchText(e.reference)} ${searchText(e.customerName)}`
    return words.every((w) => haystack.includes(w))
  })
}
