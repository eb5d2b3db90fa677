/**
 * The historical list's page size, remembered on this device (issue 32): a manager who reads 50
 * rows a page keeps 50 on the next visit; a first visit gets the spec's 10 (spec 000 §2.4). A link
 * with its own size keeps it. The route loader's prefetch and the page both read the list through
 * `withRememberedSize`, so they ask the same page.
 */
import { HISTORIC_PAGE_SIZES } from '@/contract/historic-pages'
import type { HistoricalSearch } from './search-params'

const KEY = 'plant-portal.historical.page-size'

const isPageSize = (n: number) => (HISTORIC_PAGE_SIZES as readonly number[]).includes(n)

export function rememberedPageSize(): number | undefined {
  try {
    const n = Number(globalThis.localStorage?.getItem(KEY))
    return isPageSize(n) ? n : undefined
  } catch {
    return undefined
  }
}

export function rememberPageSize(size: number): void {
  try {
    if (isPageSize(size)) globalThis.localStorage?.setItem(KEY, String(size))
  } catch {
    // Private mode or a full storage: the next visit shows 10 a page.
  }
}

/** The search with the remembered size where the address names none. */
export const withRememberedSize = (search: HistoricalSearch): HistoricalSearch =>
  search.size !== undefined ? search : { ...search, size: rememberedPageSize() }
