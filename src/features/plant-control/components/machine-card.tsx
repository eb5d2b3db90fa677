import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Progress, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { IconDots } from '@/components/icons'
import { MachineStateBadge } from '@/components/production/machine-state-badge'
import { StopLine } from '@/components/production/stop-line'
import { TruncatedText } from '@/components/truncated-text'
import { formatDateTime, formatTime } from '@/lib/format/date'
import { MACHINE_STATES } from '@/lib/format/machine-state'
import { formatLength, formatSpeed } from '@/lib/format/measures'
import { formatNumber } from '@/lib/format/number'
import { JOB_REFERENCE_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/format/truncate'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import type { MachineView } from '@/lib/production/machine-view'
import { OrderActions } from './order-actions'

interface MachineCardProps {
  view: MachineView
  prefs: UnitPreferences
  showAdminInfo: boolean
  animationMs: number
  /** The page's ticking clock: a stop's duration follows it. */
  now: number
  /** Opens the machine information (only offered above 768 px, spec 000 §2.3). */
  onShowInfo: (() => void) | null
  /** What the current stop has cost so far (ROLE_JOB_COSTING), formatted. */
  stopCost: string | null
}

/** One machine on the grid: 274 x 150 px (spec 000 §2.3), actions on hover or on the tap target. */
export function MachineCard({
  view,
  prefs,
  showAdminInfo,
  animationMs,
  now,
  onShowInfo,
  stopCost,
}: MachineCardProps) {
  const { t } = useLingui()
  const [actionsOpen, setActionsOpen] = useState(false)
  const { record, effective } = view
  const name = <TruncatedText text={record.machineName} max={NAME_MAX_LENGTH} fw={700} size="sm" />
  return (
    <article
      className={`pp-machine-card pp-state-${effective.state}`}
      data-actions-open={actionsOpen || undefined}
      aria-label={record.machineName}
    >
      <Stack gap={4} className="pp-machine-card-body">
        <Group justify="space-between" wrap="nowrap" gap={6}>
          {onShowInfo ? (
            <UnstyledButton
              onClick={onShowInfo}
              className="pp-machine-card-name"
              aria-label={t`Machine information: ${record.machineName}`}
            >
              {name}
            </UnstyledButton>
          ) : (
            name
          )}
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {record.machineLineName}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap={6}>
          <MachineStateBadge state={effective.state} stale={effective.stale} />
          <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap', flex: 'none' }}>
            {formatSpeed(effective.speed, prefs)}
          </Text>
        </Group>
        <Text size="xs" truncate>
          <TruncatedText text={record.poReference} max={NAME_MAX_LENGTH} fw={600} />
          {' · '}
          <TruncatedText text={record.jobReference} max={JOB_REFERENCE_MAX_LENGTH} />
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {record.customerName ?? '-'}
        </Text>
        {view.progress !== null ? (
          <Stack gap={2}>
            <Progress
              value={Math.min(view.progress, 100)}
              size="sm"
              color="green"
              transitionDuration={animationMs}
              aria-label={t`Order progress`}
            />
            <Text size="xs" c="dimmed">
              {formatLength(record.poDoneMeter, prefs)} / {formatLength(record.poTargetMeter, prefs)} ·{' '}
              {formatNumber(view.progress, prefs, { decimals: 1 })}%
            </Text>
          </Stack>
        ) : (
          <Group gap={6} wrap="nowrap" justify="space-between">
            {effective.state === MACHINE_STATES.INACTIVITY ? (
              // A stop says why and for how long (issue 31); other states say since when.
              <StopLine view={view} now={now} />
            ) : (
              <Text size="xs" c="dimmed">
                {view.stateSince ? <Trans>Since {formatTime(view.stateSince)}</Trans> : '\u00a0'}
              </Text>
            )}
            {stopCost ? (
              <Text
                size="xs"
                fw={600}
                c="orange"
                style={{ flex: 'none' }}
                title={t`What this stop has cost so far: ${stopCost}`}
              >
                <VisuallyHidden>{t`This stop has cost so far:`} </VisuallyHidden>
                {stopCost}
              </Text>
            ) : null}
          </Group>
        )}
        {showAdminInfo ? (
          <Text size="10px" c="dimmed" truncate>
            <Trans>Last sync {formatDateTime(record.machineLastTransactionAt)}</Trans> ·{' '}
            <Trans>SN {record.machineSerialNumber}</Trans>
          </Text>
        ) : null}
      </Stack>
      <div className="pp-machine-card-actions">
        <OrderActions view={view} />
      </div>
      <ActionIcon
        className="pp-machine-card-tap"
        variant="subtle"
        size="sm"
        onClick={() => setActionsOpen((open) => !open)}
        aria-expanded={actionsOpen}
        aria-label={t`Actions for ${record.machineName}`}
      >
        <IconDots size={16} />
      </ActionIcon>
    </article>
  )
}
