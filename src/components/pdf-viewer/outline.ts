/** The document outline (bookmarks) as a flat chapter list with depth, for the chapter panel. */
export interface OutlineNode {
  title: string
  dest: string | unknown[] | null
  items: OutlineNode[]
}

export interface OutlineEntry {
  title: string
  dest: string | unknown[]
  depth: number
}

export function flattenOutline(nodes: OutlineNode[] | null, depth = 0): OutlineEntry[] {
  const out: OutlineEntry[] = []
  for (const node of nodes ?? []) {
    if (node.dest) out.push({ title: node.title, dest: node.dest, depth })
    out.push(...flattenOutline(node.items, depth + 1))
  }
  return out
}

/** Clamp a typed page number into the document; null for something that is not a number. */
export function clampPage(input: string, pageCount: number): number | null {
  const n = Number.parseInt(input.trim(), 10)
  if (!Number.isFinite(n) || pageCount < 1) return null
  return Math.min(pageCount, Math.max(1, n))
}

export const ZOOM_STEPS = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 2, 3] as const

/** The next zoom step up or down from the current scale. */
export function nextZoom(scale: number, direction: 1 | -1): number {
  if (direction === 1) return ZOOM_STEPS.find((s) => s > scale + 0.001) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1]
  return [...ZOOM_STEPS].reverse().find((s) => s < scale - 0.001) ?? ZOOM_STEPS[0]
}

/**
 * What pdf.js looks for when a link opens the viewer with a text: a "quoted phrase" as one
 * phrase, otherwise each word on its own (a search result's words need not stand together).
 */
export function findQuery(text: string): string | string[] {
  const trimmed = text.trim()
  if (/^".*"$/.test(trimmed)) return trimmed.slice(1, -1)
  const words = trimmed.split(/\s+/).filter(Boolean)
  return words.length > 1 ? words : trimmed
}
