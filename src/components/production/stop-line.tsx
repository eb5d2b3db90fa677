import './stop-line.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from '@mantine/core'
import { IconClock } from '@/components/icons'
import { formatMinutes } from '@/lib/format/duration'
import { stopReasonName } from '@/lib/messages/stop-reasons'
import { timeSymbols } from '@/lib/messages/time-units'
import { currentStop } from '@/lib/production/current-stop'
import type { MachineView } from '@/lib/production/machine-view'

/**
 * Why a stopped machine stands and for how long (issue 31 item 2): "Web break for 12 min", the
 * reason in the reader's language (ADR 034), the time ticking with the `now` the screen passes in.
 * Nothing for a machine that is not stopped. One line on a card or a list row (the reason gives
 * way, the time never does); on the line-side display it scales with the card's text.
 */
export function StopLine({
  view,
  now,
  variant = 'compact',
}: {
  view: MachineView
  now: number
  variant?: 'compact' | 'display'
}) {
  const { i18n, t } = useLingui()
  const stop = currentStop(view, now)
  if (!stop) return null
  const reason =
    stop.description !== null || stop.reasonCode !== null
      ? stopReasonName(i18n, stop.reasonCode, stop.description ?? '')
      : t`No reason given`
  // In its first minute a stop reads "< 1 min", not "0 min" (which reads as no stop at all).
  const duration =
    stop.minutes === null
      ? null
      : stop.minutes === 0
        ? `< ${formatMinutes(1, timeSymbols(i18n))}`
        : formatMinutes(stop.minutes, timeSymbols(i18n))
  return (
    <p className={`pp-stop-line pp-stop-line-${variant}`} data-testid="stop-line">
      <span className="pp-stop-reason" title={reason}>
        {reason}
      </span>
      {duration ? (
        <span className="pp-stop-for">
          {variant === 'display' ? (
            // Read from three metres: a clock says "for", where the words would wrap a card's line.
            <>
              <span aria-hidden="true">
                <IconClock className="pp-clock" />
                {duration}
              </span>
              <VisuallyHidden>
                <Trans>for {duration}</Trans>
              </VisuallyHidden>
            </>
          ) : (
            <Trans>for {duration}</Trans>
          )}
        </span>
      ) : null}
    </p>
  )
}
