import { idList, isoDay, positiveId } from '@/lib/navigation/search-values'

/**
 * The inactivity screen's filters in the URL (one machine, plant-local days), so a view is a link.
 * Every key is named, undefined when bad: the router lays the parsed search over the raw one, so
 * a key left out would keep its bad raw value (docs/architecture.md item 9).
 */
export interface InactivitySearch {
  machine: number | undefined
  from: string | undefined
  to: string | undefined
}

export function parseInactivitySearch(raw: Record<string, unknown>): InactivitySearch {
  // Several machines in a shared link: the last picked is the one shown (spec 001 §2.2).
  const from = isoDay(raw.from)
  const to = isoDay(raw.to)
  const ordered = from !== undefined && to !== undefined && from <= to
  return {
    machine: positiveId(raw.machine) ?? idList(raw.machine)?.at(-1),
    from: ordered ? from : undefined,
    to: ordered ? to : undefined,
  }
}
