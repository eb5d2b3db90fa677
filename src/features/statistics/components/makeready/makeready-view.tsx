import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import type { MakereadyGroup } from '@/contract/statistics'
import { lengthIn, widthIn } from '@/lib/format/measures'
import { formatNumber } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { errorMessage } from '@/lib/messages/api-errors'
import { type MakereadyFilters, useMakeready } from '../../api/get-makeready'
import { hoursMinutes } from '../../model/format'

const MAX_ROWS = 12

function side(part: MakereadyGroup['from'], prefs: UnitPreferences) {
  if (!part || (part.material === null && part.width === null)) return '–'
  const width =
    part.width === null ? null : `${Math.round(widthIn(part.width, prefs) * 10) / 10} ${prefs.width}`
  return [part.material, width].filter(Boolean).join(' · ')
}

/**
 * Makeready apart (issue 14, beyond the spec): the set-ups of the range's orders kept apart from
 * the run (change and adjustment time and meters, and the waste while running), compared by crew
 * or by changeover, costliest first.
 */
export function MakereadyView({ filters }: { filters: MakereadyFilters }) {
  const { t, i18n } = useLingui()
  const prefs = useUnitPreferences()
  const [by, setBy] = useState<'changeover' | 'crew'>('changeover')
  const report = useMakeready(filters)
  if (report.isError) {
    return (
      <Alert color="red" title={t`The set-ups could not be loaded`}>
        {errorMessage(report.error, i18n)}
      </Alert>
    )
  }
  if (!report.data) return <Loader size="sm" aria-label={t`Loading`} />
  const r = report.data
  const setupTime = hoursMinutes(r.setupSeconds)
  const length = (m: number) => formatNumber(lengthIn(m, prefs), prefs)
  const unit = prefs.length
  const setupMeters = length(r.setupMeters)
  const runningWaste = length(r.runningWaste)
  const orders = r.orders
  const groups = (by === 'crew' ? r.byCrew : r.byChangeover).slice(0, MAX_ROWS)
  return (
    <Stack gap="sm" data-testid="makeready">
      <Text size="sm">
        {t`${orders} set-ups: ${setupTime} and ${setupMeters} ${unit} of change and adjustment; ${runningWaste} ${unit} of waste while running.`}
      </Text>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={by}
          onChange={(v) => setBy(v === 'crew' ? 'crew' : 'changeover')}
          data={[
            { value: 'changeover', label: t`By changeover` },
            { value: 'crew', label: t`By crew` },
          ]}
          aria-label={t`Compare the set-ups`}
        />
      </Group>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{by === 'crew' ? t`Crew` : t`Changeover`}</Table.Th>
              <Table.Th ta="right">
                <Trans>Set-ups</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Average set-up</Trans>
              </Table.Th>
              <Table.Th ta="right">{t`Set-up length (${unit})`}</Table.Th>
              <Table.Th ta="right">{t`Running waste (${unit})`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((g) => (
              <Table.Tr key={by === 'crew' ? g.crew : `${side(g.from, prefs)}>${side(g.to, prefs)}`}>
                <Table.Td>
                  {by === 'crew'
                    ? g.crew || t`No operator recorded`
                    : `${side(g.from, prefs)} → ${side(g.to, prefs)}`}
                </Table.Td>
                <Table.Td ta="right">{g.setups}</Table.Td>
                <Table.Td ta="right">{hoursMinutes(g.avgSetupSeconds)}</Table.Td>
                <Table.Td ta="right">{length(g.avgSetupMeters)}</Table.Td>
                <Table.Td ta="right">{length(g.avgRunningWaste)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}
