import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Drawer, Group, Loader, NavLink, Stack, Text, TextInput, Tooltip } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { IconArrowsHorizontal, IconDownload, IconListTree, IconZoomIn, IconZoomOut } from '@/components/icons'
import { saveBlob } from '@/lib/api/download-file'
import { FindInDocument } from './find-in-document'
import { clampPage, nextZoom } from './outline'
import { usePdfViewer } from './use-pdf-viewer'
import { ViewerFailure } from './viewer-failure'
import './pdf-viewer.css'

export interface PdfViewerProps {
  /** Absolute URL of the PDF; read with Range requests. */
  url: string
  /** Bearer token for the API, null for a public file. */
  token: string | null
  /** Name the download is saved under. */
  fileName: string
  /** Opens at this page (1-based). */
  page?: number
  /** Searches this text on opening and highlights it. */
  query?: string
  onPageChange?: (page: number) => void
  /**
   * Told once each time the file cannot be loaded, with the HTTP status and the server's error
   * code: the maintenance step-by-step PDF shows the spec's toast with it (spec 001 §8).
   */
  onLoadFailure?: (failure: { status?: number; code?: string }) => void
}

/**
 * Toolbar (chapters, page, zoom, fit to width, search in the document, download) over the pages.
 * A failure to load or render shows the spec's message and a retry, never a blank frame.
 */
export function PdfViewer({
  url,
  token,
  fileName,
  page,
  query,
  onPageChange,
  onLoadFailure,
}: PdfViewerProps) {
  const { t } = useLingui()
  const pdf = usePdfViewer({ url, token, page, query }, onPageChange)
  const failure = pdf.status.kind === 'failed' && pdf.status.reason === 'load' ? pdf.status : null
  const tellFailure = useRef(onLoadFailure)
  tellFailure.current = onLoadFailure
  useEffect(() => {
    if (failure) tellFailure.current?.({ status: failure.status, code: failure.code })
  }, [failure])
  const [pageInput, setPageInput] = useState(String(page ?? 1))
  const [chaptersOpen, setChaptersOpen] = useState(false)
  const ready = pdf.status.kind === 'ready'

  // The viewer's page shows in the box, except while the user is typing one: a jump still
  // settling (a chapter's pages rendering around it) would otherwise replace what they typed.
  const typing = useRef(false)
  useEffect(() => {
    if (!typing.current) setPageInput(String(pdf.page))
  }, [pdf.page])

  const commitPage = () => {
    typing.current = false
    const n = clampPage(pageInput, pdf.pageCount)
    if (n === null) setPageInput(String(pdf.page))
    else {
      setPageInput(String(n))
      pdf.goToPage(n)
    }
  }
  const download = async () => {
    const data = await pdf.getData()
    if (data) saveBlob(new Blob([data as BlobPart], { type: 'application/pdf' }), fileName)
  }

  return (
    <Stack gap={0} h="100%" data-testid="pdf-viewer">
      <Group className="pdf-viewer__toolbar" gap={6} px="xs" py={6} wrap="wrap">
        <Tooltip label={t`Chapters`}>
          <ActionIcon
            variant="default"
            aria-label={t`Chapters`}
            disabled={!ready || pdf.outline.length === 0}
            onClick={() => setChaptersOpen(true)}
          >
            <IconListTree size={18} />
          </ActionIcon>
        </Tooltip>
        <Group gap={4} wrap="nowrap">
          <TextInput
            className="pdf-viewer__page-input"
            size="xs"
            aria-label={t`Page number`}
            inputMode="numeric"
            value={pageInput}
            disabled={!ready}
            onChange={(e) => {
              typing.current = true
              setPageInput(e.currentTarget.value)
            }}
            onBlur={commitPage}
            onKeyDown={(e) => e.key === 'Enter' && commitPage()}
          />
          <Text size="sm" c="dimmed" data-testid="pdf-page-count">
            / {pdf.pageCount || '…'}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t`Zoom out`}
            disabled={!ready}
            onClick={() => pdf.zoomTo(nextZoom(pdf.scale, -1))}
          >
            <IconZoomOut size={18} />
          </ActionIcon>
          <Text size="xs" w={40} ta="center" data-testid="pdf-zoom">
            {Math.round(pdf.scale * 100)}%
          </Text>
          <ActionIcon
            variant="subtle"
            aria-label={t`Zoom in`}
            disabled={!ready}
            onClick={() => pdf.zoomTo(nextZoom(pdf.scale, 1))}
          >
            <IconZoomIn size={18} />
          </ActionIcon>
          <Tooltip label={t`Fit to width`}>
            <ActionIcon
              variant={pdf.fitWidth ? 'light' : 'subtle'}
              aria-label={t`Fit to width`}
              aria-pressed={pdf.fitWidth}
              disabled={!ready}
              onClick={pdf.fitToWidth}
            >
              <IconArrowsHorizontal size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <FindInDocument pdf={pdf} query={query} ready={ready} />
        <Tooltip label={t`Download`}>
          <ActionIcon
            variant="default"
            aria-label={t`Download`}
            disabled={!ready}
            onClick={() => void download()}
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <div className="pdf-viewer">
        <div ref={pdf.containerRef} className="pdf-viewer__scroll" data-testid="pdf-scroll">
          <div ref={pdf.viewerRef} className="pdfViewer" />
        </div>
        {pdf.status.kind === 'loading' && (
          <Stack pos="absolute" inset={0} align="center" justify="center">
            <Loader />
          </Stack>
        )}
        {pdf.status.kind === 'failed' && (
          <Stack
            pos="absolute"
            inset={0}
            align="center"
            justify="center"
            p="md"
            bg="var(--mantine-color-body)"
          >
            <ViewerFailure reason={pdf.status.reason} status={pdf.status.status} onRetry={pdf.retry} />
          </Stack>
        )}
      </div>
      <Drawer opened={chaptersOpen} onClose={() => setChaptersOpen(false)} title={t`Chapters`} size="sm">
        <Stack gap={0}>
          {pdf.outline.map((entry, i) => (
            <NavLink
              // biome-ignore lint/suspicious/noArrayIndexKey: chapter titles may repeat; the order is stable
              key={i}
              label={entry.title}
              pl={12 + entry.depth * 16}
              onClick={() => {
                pdf.goToChapter(entry.dest)
                setChaptersOpen(false)
              }}
            />
          ))}
        </Stack>
      </Drawer>
    </Stack>
  )
}
