/**
 * pdf.js and its viewer components, loaded on demand (about 250 KB compressed: never in the first
 * load). The worker file is a precached asset (sw/pwa-options.ts globs .mjs), so the viewer works
 * offline. pdf_viewer.mjs reads pdf.js from globalThis.pdfjsLib, which importing pdf.mjs sets:
 * the order of the imports matters.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

export async function loadPdfjs() {
  const pdfjs = await import('pdfjs-dist')
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl
  const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs')
  await import('pdfjs-dist/web/pdf_viewer.css')
  return { pdfjs, viewer }
}

export type PdfjsModules = Awaited<ReturnType<typeof loadPdfjs>>
