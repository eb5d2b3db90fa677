/**
 * Search hits grouped by manual (issue 32): a manual that matches on twenty pages was twenty
 * near-identical cards before any other manual showed. Each manual now shows once, at its best
 * page (the first hit: the server and the offline search both rank best first), with the rest of
 * its pages behind "n more pages in this manual". Manuals keep the order of their best hits.
 */
export interface ManualHits<Hit> {
  best: Hit
  more: Hit[]
}

export function groupByManual<Hit extends { documentId: number }>(hits: readonly Hit[]): ManualHits<Hit>[] {
  const groups = new Map<number, ManualHits<Hit>>()
  for (const hit of hits) {
    const group = groups.get(hit.documentId)
    if (group) group.more.push(hit)
    else groups.set(hit.documentId, { best: hit, more: [] })
  }
  return [...groups.values()]
}
