import { LazyTooltip } from '@/components/lazy-tooltip'
import './machine-state.css'
import { useLingui } from '@lingui/react/macro'
import { Group, Text } from '@mantine/core'
import { IconRefreshAlert } from '@/components/icons'
import type { MachineStateCode } from '@/lib/format/machine-state'
import { machineStateLabels } from '@/lib/messages/machine-states'

/** The state colour marker and its name (spec 000 §4.1), with the resync icon when stale. */
export function MachineStateBadge({ state, stale }: { state: MachineStateCode; stale: boolean }) {
  const { i18n, t } = useLingui()
  return (
    <Group gap={6} wrap="nowrap" miw={0} className={`pp-state-${state}`}>
      <span className="pp-state-dot" aria-hidden />
      <Text size="xs" fw={600} truncate>
        {i18n._(machineStateLabels[state])}
      </Text>
      {stale ? <StaleIcon label={t`No data from the machine for over 5 minutes`} /> : null}
    </Group>
  )
}

export function StaleIcon({ label }: { label: string }) {
  return (
    <LazyTooltip label={label} withArrow>
      <Text component="span" c="orange" lh={0} role="img" aria-label={label}>
        <IconRefreshAlert size={16} />
      </Text>
    </LazyTooltip>
  )
}
