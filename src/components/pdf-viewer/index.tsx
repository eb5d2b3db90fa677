/**
 * The in-app PDF viewer (pdf.js, not the browser's plugin): technical manuals and, next, the
 * maintenance step-by-step PDFs. Lazy: pdf.js loads with the first viewer shown.
 */
import { Center, Loader } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { PdfViewerProps } from './pdf-viewer'

const PdfViewerLazy = lazy(() => import('./pdf-viewer').then((m) => ({ default: m.PdfViewer })))

export { useFillViewport } from './use-fill-viewport'
export type { PdfViewerProps }

export function PdfViewer(props: PdfViewerProps) {
  return (
    <Suspense
      fallback={
        <Center h="100%" mih={200}>
          <Loader />
        </Center>
      }
    >
      <PdfViewerLazy {...props} />
    </Suspense>
  )
}
