import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { type CSSProperties, useMemo } from 'react'
import { PlantZoneNote } from '@/components/plant-zone-note'
import { useNow } from '@/components/production/use-now'
import { usePageTitle } from '@/components/use-page-title'
import { DISPLAY_ERRORS } from '@/contract/display'
import { isApiError } from '@/lib/api/errors'
import { formatTime } from '@/lib/format/date'
import { toMachineView } from '@/lib/production/machine-view'
import { useOnlineState } from '@/offline/online-status'
import { useDisplayStatus } from '../api/use-display-status'
import { useBoxSize } from '../hooks/use-box-size'
import { useDisplayPages } from '../hooks/use-display-pages'
import { useSettled } from '../hooks/use-settled'
import { serverNow } from '../model/last-status'
import { useWakeLock } from '../model/use-wake-lock'
import { DisplayMachine } from './display-machine'
import { EnterDisplayCode } from './enter-display-code'
import { PageIndicator } from './page-indicator'

/** The plant (or line) live; on a dropped network, the last data under a banner with its age. */
export function LiveDisplay({ token, onForget }: { token: string; onForget: () => void }) {
  const { t } = useLingui()
  const query = useDisplayStatus(token)
  const { online } = useOnlineState()
  const localNow = useNow(10_000)
  useWakeLock()
  const status = query.data
  usePageTitle(status ? `${status.label} · ${status.plantName}` : t`Line-side display`)
  const now = serverNow(status, query.dataUpdatedAt, localNow)
  const views = useMemo(() => (status?.machines ?? []).map((m) => toMachineView(m, now)), [status, now])
  const [screenRef, screen] = useBoxSize()
  const [gridRef, area] = useBoxSize()
  const pages = useDisplayPages(views, screen, area)
  const settled = useSettled(
    pages.measured
      ? `${pages.count}:${pages.grid.columns}x${pages.grid.rows}:${area.width}x${area.height}`
      : null,
  )

  const refusal = isApiError(query.error) && query.error.status === 401 ? query.error.code : null
  if (refusal === DISPLAY_ERRORS.revoked) {
    return (
      <main className="pp-display">
        <div className="pp-display-notice" role="alert">
          <h1>
            <Trans>This display was revoked</Trans>
          </h1>
          <p>
            <Trans>Ask your plant administrator for a new display link.</Trans>
          </p>
          <Button variant="white" color="dark" onClick={onForget}>
            <Trans>Enter another code</Trans>
          </Button>
        </div>
      </main>
    )
  }
  if (refusal) {
    return (
      <main className="pp-display">
        <EnterDisplayCode notice={t`This display link is not valid.`} onToken={() => onForget()} />
      </main>
    )
  }

  const disconnected = !online || (query.isError && status !== undefined)
  // The layout's sizes, from display-layout.ts: the screen's text floor and the cards' text.
  const sizes = {
    '--pp-unit': `${pages.floorPx}px`,
    '--pp-gap': `${pages.gap}px`,
    '--pp-card-text': `${pages.grid.textPx.toFixed(2)}px`,
    '--pp-columns': pages.grid.columns,
    '--pp-rows': pages.grid.rows,
  } as CSSProperties
  return (
    <main className="pp-display pp-display-live" ref={screenRef} style={sizes}>
      <div className="pp-display-header">
        <span className="pp-display-title">
          {status
            ? `${status.plantName}${status.machineLineName ? ` · ${status.machineLineName}` : ''}`
            : t`Line-side display`}
        </span>
        <PageIndicator index={pages.index} count={pages.count} />
        {disconnected && status ? (
          // In the zone note's place: a row of its own would take a row of cards (12 became 8 at
          // 1280x720, and the plant paged while the network was down).
          <span className="pp-display-banner" role="status">
            <Trans>Data from {formatTime(query.dataUpdatedAt, status?.timeZone)}, reconnecting…</Trans>
          </span>
        ) : status?.timeZone ? (
          <PlantZoneNote zone={status.timeZone} className="pp-display-zone" />
        ) : null}
        <span className="pp-display-clock">{formatTime(localNow, status?.timeZone)}</span>
      </div>
      {!status ? (
        <div className="pp-display-notice" role="status">
          {query.isError ? (
            <Trans>Cannot reach the server. Retrying…</Trans>
          ) : (
            <Trans>Loading the plant…</Trans>
          )}
        </div>
      ) : (
        <div className="pp-display-grid" ref={gridRef} style={settled ? undefined : { visibility: 'hidden' }}>
          {pages.measured
            ? pages.page.map((view) => (
                <DisplayMachine
                  key={view.record.machineId}
                  view={view}
                  now={now}
                  timeZone={status.timeZone}
                />
              ))
            : null}
        </div>
      )}
    </main>
  )
}
