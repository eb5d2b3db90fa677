/**
 * The text of a PDF, page by page, and its outline, read with pdf.js (the legacy build runs in
 * Node). Used when a manual is added (upload or demo seed) to fill the search index, so the
 * server's page numbers are the pages pdf.js shows in the viewer.
 */

// pdf.js calls Promise.withResolvers, which Node 20 lacks (Node 22 has it).
function ensureWithResolvers() {
  if ('withResolvers' in Promise) return
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (v: T) => void
      let reject!: (e: unknown) => void
      const promise = new Promise<T>((a, b) => {
        resolve = a
        reject = b
      })
      return { promise, resolve, reject }
    },
  })
}

export class PdfReadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PdfReadError'
  }
}

export interface PdfText {
  /** Page texts, index 0 is page 1; whitespace collapsed. */
  pages: string[]
  /** Title from the PDF's metadata, when it has one. */
  title: string | null
}

export async function extractPdfText(data: Uint8Array): Promise<PdfText> {
  ensureWithResolvers()
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  // pdf.js may take ownership of the buffer: give it a copy.
  const task = getDocument({ data: new Uint8Array(data), useSystemFonts: false, verbosity: 0 })
  try {
    const doc = await task.promise.catch((err: unknown) => {
      throw new PdfReadError(err instanceof Error ? err.message : 'unreadable PDF')
    })
    const pages: string[] = []
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i)
      const content = await page.getTextContent()
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim()
      pages.push(text)
      page.cleanup()
    }
    const meta = await doc.getMetadata().catch(() => null)
    const info = meta?.info as { Title?: unknown } | undefined
    return { pages, title: typeof info?.Title === 'string' && info.Title.trim() ? info.Title.trim() : null }
  } finally {
    await task.destroy()
  }
}
