/**
 * Wires pdf.js's viewer (lazy page rendering, text layer, find controller, link service) to a
 * container element and exposes what the toolbar needs as React state. The document is read by
 * byte ranges only (range-source.ts) and without auto-fetch, so the first page shows after a few
 * chunks; a saved manual is answered from the service worker's cache the same way.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { loadPdfjs, type PdfjsModules } from './load-pdfjs'
import { findQuery, flattenOutline, type OutlineEntry, type OutlineNode } from './outline'
import { openByRanges } from './range-source'

type Viewer = InstanceType<PdfjsModules['viewer']['PDFViewer']>
type EventBus = InstanceType<PdfjsModules['viewer']['EventBus']>
type LinkService = InstanceType<PdfjsModules['viewer']['PDFLinkService']>
type PdfDocument = Awaited<ReturnType<PdfjsModules['pdfjs']['getDocument']>['promise']>

export type ViewerStatus =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'failed'; reason: 'load' | 'render'; status?: number; code?: string }

/** The HTTP status and the server's error code of a failed load (range-source.ts' PdfLoadError). */
const failureOf = (err: unknown) => {
  const { status, code } = (err ?? {}) as { status?: number; code?: string }
  return { status, code }
}

export interface FindResult {
  current: number
  total: number
  /** True once a search ran and found nothing. */
  notFound: boolean
}

export interface PdfSource {
  url: string
  token: string | null
  page?: number
  query?: string
}

export function usePdfViewer(source: PdfSource, onPageChange?: (page: number) => void) {
  const containerRef = useRef<HTMLDivElement>(null)
  const viewerRef = useRef<HTMLDivElement>(null)
  const parts = useRef<{ viewer: Viewer; bus: EventBus; links: LinkService; doc: PdfDocument } | null>(null)
  const [status, setStatus] = useState<ViewerStatus>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [page, setPage] = useState(source.page ?? 1)
  const [pageCount, setPageCount] = useState(0)
  const [scale, setScale] = useState(1)
  const [fitWidth, setFitWidth] = useState(true)
  const [outline, setOutline] = useState<OutlineEntry[]>([])
  const [find, setFind] = useState<FindResult | null>(null)
  const pageChanged = useRef(onPageChange)
  pageChanged.current = onPageChange
  const { url, token } = source
  const initial = useRef({ page: source.page, query: source.query })

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load (retry)
  useEffect(() => {
    const container = containerRef.current
    const inner = viewerRef.current
    if (!container || !inner) return
    let cancelled = false
    let destroy: (() => void) | null = null
    setStatus({ kind: 'loading' })
    void (async () => {
      try {
        const { pdfjs, viewer: components } = await loadPdfjs()
        if (cancelled) return
        const bus = new components.EventBus()
        const links = new components.PDFLinkService({ eventBus: bus })
        const finder = new components.PDFFindController({ eventBus: bus, linkService: links })
        const viewer = new components.PDFViewer({
          container,
          viewer: inner,
          eventBus: bus,
          linkService: links,
          findController: finder,
        })
        links.setViewer(viewer)
        const task = await openByRanges(
          pdfjs,
          url,
          token ? { Authorization: `Bearer ${token}` } : {},
          // A chunk that cannot be fetched (the network dropped mid-read) fails the viewer visibly.
          (err) => !cancelled && setStatus({ kind: 'failed', reason: 'load', ...failureOf(err) }),
        )
        if (cancelled) {
          void task.destroy()
          return
        }
        destroy = () => {
          // Once the first page is drawn pdf.js asks for every other page's size, and logs an error
          // for each answer a destroyed document cuts short ("Unable to get page 2 to initialize
          // viewer"): a viewer closed right after opening lets those finish first (at most 3 s).
          const pagesAsked = viewer.pagesPromise?.catch(() => undefined) ?? Promise.resolve()
          const cap = new Promise((resolve) => setTimeout(resolve, 3_000))
          void Promise.race([pagesAsked, cap]).then(() => {
            void task.destroy()
            viewer.cleanup()
          })
        }
        const doc = await task.promise
        if (cancelled) return
        bus.on('pagesinit', () => {
          viewer.currentScaleValue = 'page-width'
          const wanted = initial.current.page
          if (wanted && wanted > 1) viewer.currentPageNumber = Math.min(wanted, doc.numPages)
          if (initial.current.query) search(bus, findQuery(initial.current.query), false, false)
        })
        bus.on('pagechanging', (e: { pageNumber: number }) => {
          setPage(e.pageNumber)
          pageChanged.current?.(e.pageNumber)
        })
        bus.on('scalechanging', (e: { scale: number; presetValue?: string }) => {
          setScale(e.scale)
          setFitWidth(e.presetValue === 'page-width')
        })
        let firstRendered = false
        bus.on('pagerendered', (e: { error?: unknown }) => {
          if (e.error) setStatus({ kind: 'failed', reason: 'render' })
          else if (!firstRendered) {
            firstRendered = true
            // User Timing mark: the bench (bench/documents-viewer.ts) measures up to here.
            performance.mark('pdf-first-page')
          }
        })
        bus.on('updatefindmatchescount', (e: { matchesCount: { current: number; total: number } }) =>
          setFind({
            current: e.matchesCount.current,
            total: e.matchesCount.total,
            notFound: e.matchesCount.total === 0,
          }),
        )
        bus.on(
          'updatefindcontrolstate',
          (e: { state: number; matchesCount: { current: number; total: number } }) =>
            setFind({
              current: e.matchesCount.current,
              total: e.matchesCount.total,
              // FindState.NOT_FOUND
              notFound: e.state === 1,
            }),
        )
        viewer.setDocument(doc)
        links.setDocument(doc, null)
        parts.current = { viewer, bus, links, doc }
        setPageCount(doc.numPages)
        setStatus({ kind: 'ready' })
        const tree = (await doc.getOutline().catch(() => null)) as OutlineNode[] | null
        if (!cancelled) setOutline(flattenOutline(tree))
      } catch (err) {
        if (cancelled) return
        setStatus({ kind: 'failed', reason: 'load', ...failureOf(err) })
      }
    })()
    return () => {
      cancelled = true
      parts.current = null
      destroy?.()
    }
  }, [url, token, attempt])

  // Keep "fit to width" true when the screen turns or the window resizes.
  useEffect(() => {
    const container = containerRef.current
    if (!container || !fitWidth) return
    const observer = new ResizeObserver(() => {
      const viewer = parts.current?.viewer
      if (!viewer) return
      // pdf.js keeps its place through a new scale by scrolling back to the location it last read
      // from a scroll, a frame late: a page just asked for (typed, or a chapter's) and not scrolled
      // yet would be undone (a fresh-clone run saw 30 typed after a chapter jump become 15 again).
      const page = viewer.currentPageNumber
      viewer.currentScaleValue = 'page-width'
      if (viewer.currentPageNumber !== page) viewer.currentPageNumber = page
    })
    observer.observe(container)
    return () => observer.disconnect()
  }, [fitWidth])

  const goToPage = useCallback((n: number) => {
    if (parts.current) parts.current.viewer.currentPageNumber = n
  }, [])
  const zoomTo = useCallback((next: number) => {
    if (parts.current) parts.current.viewer.currentScale = next
  }, [])
  const fitToWidth = useCallback(() => {
    if (parts.current) parts.current.viewer.currentScaleValue = 'page-width'
  }, [])
  const goToChapter = useCallback((dest: string | unknown[]) => {
    void parts.current?.links.goToDestination(dest)
  }, [])
  const findText = useCallback((query: string, again = false, previous = false) => {
    if (!parts.current) return
    if (!query.trim()) {
      setFind(null)
      parts.current.bus.dispatch('findbarclose', { source: null })
      return
    }
    search(parts.current.bus, query, again, previous)
  }, [])
  /** The whole file as loaded (from the network or the offline cache), to save it. */
  const getData = useCallback(async () => (parts.current ? parts.current.doc.getData() : null), [])
  const retry = useCallback(() => setAttempt((a) => a + 1), [])

  return {
    containerRef,
    viewerRef,
    status,
    page,
    pageCount,
    scale,
    fitWidth,
    outline,
    find,
    goToPage,
    zoomTo,
    fitToWidth,
    goToChapter,
    findText,
    getData,
    retry,
  }
}

function search(bus: EventBus, query: string | string[], again: boolean, previous: boolean) {
  bus.dispatch('find', {
    source: null,
    type: again ? 'again' : '',
    query,
    caseSensitive: false,
    entireWord: false,
    highlightAll: true,
    findPrevious: previous,
    matchDiacritics: false,
  })
}
