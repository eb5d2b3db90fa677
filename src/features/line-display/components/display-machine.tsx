import { Trans, useLingui } from '@lingui/react/macro'
import { Progress, VisuallyHidden } from '@mantine/core'
import { IconClock } from '@/components/icons'
import { StopLine } from '@/components/production/stop-line'
import { formatMinutes } from '@/lib/format/duration'
import { MACHINE_STATES } from '@/lib/format/machine-state'
import { speedIn, speedUnit } from '@/lib/format/measures'
import { formatNumber } from '@/lib/format/number'
import { defaultUnitPreferences } from '@/lib/format/unit-preferences'
import { machineStateLabels } from '@/lib/messages/machine-states'
import { timeSymbols } from '@/lib/messages/time-units'
import type { MachineView } from '@/lib/production/machine-view'

/**
 * One machine, readable from three metres: state colour band, name, speed, order, progress, time
 * in state; a stopped machine says why and for how long instead of its time in state.
 */
export function DisplayMachine({ view, now }: { view: MachineView; now: number }) {
  const { i18n, t } = useLingui()
  const { record, effective } = view
  const since = view.stateSince ? Date.parse(view.stateSince) : Number.NaN
  // Whole minutes as the stop line counts them, after a clock: "⏱ 3 h 35 min" fits a card's line
  // in every language, where "In this state for ..." wrapped and was cut in Spanish.
  const inState = Number.isFinite(since)
    ? formatMinutes(Math.floor(Math.max(0, now - since) / 60_000), timeSymbols(i18n))
    : null
  // A display has no user: metric units and the plant's usual separators.
  const prefs = defaultUnitPreferences
  return (
    <article className={`pp-display-machine pp-state-${effective.state}`} aria-label={record.machineName}>
      <header className="pp-display-band">
        <span>{i18n._(machineStateLabels[effective.state])}</span>
        {effective.stale ? (
          <span
            className="pp-display-stale"
            role="img"
            aria-label={t`No data from the machine for over 5 minutes`}
          >
            ⟳ <Trans>no data</Trans>
          </span>
        ) : null}
      </header>
      <div className="pp-display-body">
        <h2 className="pp-display-name">{record.machineName}</h2>
        <div className="pp-display-speed">
          {formatNumber(speedIn(effective.speed, prefs), prefs)}
          <span className="pp-display-unit"> {speedUnit(prefs)}</span>
        </div>
        <div className="pp-display-order">{record.poReference ?? '—'}</div>
        {view.progress !== null ? (
          <div>
            <Progress
              value={Math.min(view.progress, 100)}
              size={18}
              color="green"
              transitionDuration={1000}
              aria-label={t`Order progress`}
            />
            <div className="pp-display-progress">{formatNumber(view.progress, prefs, { decimals: 1 })}%</div>
          </div>
        ) : null}
        {effective.state === MACHINE_STATES.INACTIVITY ? (
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
