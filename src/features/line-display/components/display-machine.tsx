import { useLingui } from '@lingui/react/macro'
import { Progress, VisuallyHidden } from '@mantine/core'
import { IconClock } from '@/components/icons'
import { StopLine } from '@/components/production/stop-line'
import { formatTime } from '@/lib/format/date'
import { formatMinutes } from '@/lib/format/duration'
import { MACHINE_STATES } from '@/lib/format/machine-state'
import { speedIn, speedUnit } from '@/lib/format/measures'
import { formatNumber, formatPercent } from '@/lib/format/number'
import { languageUnitPreferences } from '@/lib/format/unit-preferences'
import { machineStateLabels } from '@/lib/messages/machine-states'
import { timeSymbols } from '@/lib/messages/time-units'
import type { MachineView } from '@/lib/production/machine-view'

/**
 * One machine, readable from three metres: state colour band, name, speed, order, progress, time
 * in state; a stopped machine says why and for how long instead of its time in state. A machine
 * whose data is stale (the plant's rule, effectiveState: no sync for over 5 minutes) shows no
 * state colour, no live speed and no time in a state nobody knows is still on: grey, "No data
 * since 14:05" (issue 44: it stayed green with its last speed).
 */
export function DisplayMachine({
  view,
  now,
  timeZone,
}: {
  view: MachineView
  now: number
  timeZone?: string
}) {
  const { i18n, t } = useLingui()
  const { record, effective } = view
  const since = view.stateSince ? Date.parse(view.stateSince) : Number.NaN
  // Whole minutes as the stop line counts them, after a clock: "⏱ 3 h 35 min" fits a card's line
  // in every language, where "In this state for ..." wrapped and was cut in Spanish.
  const inState = Number.isFinite(since)
    ? formatMinutes(Math.floor(Math.max(0, now - since) / 60_000), timeSymbols(i18n))
    : null
  // A display has no user: metric units and the separators of its language ("26,2%" in Spanish).
  const prefs = languageUnitPreferences(i18n.locale)
  const state = i18n._(machineStateLabels[effective.state])
  const lastSync = record.machineLastTransactionAt
    ? formatTime(record.machineLastTransactionAt, timeZone)
    : null
  const noData = lastSync ? t`No data since ${lastSync}` : t`No data from the machine`
  // Switched off (reported, or silent for 30 minutes): black as before, saying since when no data.
  const off = effective.state === MACHINE_STATES.POWER_OFF
  const stale = effective.stale && !off
  return (
    <article
      className={`pp-display-machine pp-state-${effective.state}${stale ? ' pp-display-nodata' : ''}`}
      aria-label={record.machineName}
    >
      <header className="pp-display-band">
        {stale ? <span className="pp-display-stale">{noData}</span> : <span>{state}</span>}
        {effective.stale && off ? (
          // Beside "Power off", as short as the band allows: the time, read out in full.
          <span className="pp-display-stale" role="img" aria-label={noData}>
            ⟳ {lastSync}
          </span>
        ) : null}
      </header>
      <div className="pp-display-body">
        <h2 className="pp-display-name">{record.machineName}</h2>
        <div className="pp-display-speed">
          {stale ? '—' : formatNumber(speedIn(effective.speed, prefs), prefs)}
          <span className="pp-display-unit"> {speedUnit(prefs)}</span>
        </div>
        <div className="pp-display-order">{record.poReference ?? '—'}</div>
        {view.progress !== null ? (
          <div>
            <Progress
              value={Math.min(view.progress, 100)}
              size={18}
              color={stale ? 'gray' : 'green'}
              transitionDuration={1000}
              aria-label={t`Order progress`}
            />
            <div className="pp-display-progress">{formatPercent(view.progress, prefs, 1)}</div>
          </div>
        ) : null}
        {stale ? null : effective.state === MACHINE_STATES.INACTIVITY ? (
          // A stop says why and for how long (issue 31), in the line the time in state has elsewhere.
          <div className="pp-display-since">
            <StopLine view={view} now={now} variant="display" />
          </div>
        ) : inState ? (
          <div className="pp-display-since">
            <span aria-hidden="true">
              <IconClock className="pp-clock" />
              {inState}
            </span>
            <VisuallyHidden>{t`In this state for ${inState}`}</VisuallyHidden>
          </div>
        ) : null}
      </div>
    </article>
  )
}
