import { useLingui } from '@lingui/react/macro'
import { Box, Stack, Text, useMantineTheme } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { useUnitPreferences } from '@/components/production/use-unit-preferences'
import { QueryState } from '@/components/query-state'
import { showToast } from '@/components/toast'
import { apiErrorMessage } from '@/lib/messages/api-errors'
import { useConfigMachines } from '@/lib/production/api/get-config-machines'
import { permissions } from '@/lib/roles/permissions'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useOnlineState } from '@/offline/online-status'
import { useSession } from '@/offline/session-store'
import { useReorderMachines } from '../api/reorder-machines'
import { type MachineFilter, noFilter } from '../model/machine-filter'
import type { MachineMove } from '../model/machine-order'
import { writeFailureMessage } from '../model/write-failure'
import { MachineCards } from './machine-cards'
import { MachineInfoCard } from './machine-info-card'
import { MachineListPanel } from './machine-list-panel'

/** The card on the left, the list on the right (no Grid: its stylesheet would join the first load). */
const columns = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  gap: 'var(--mantine-spacing-md)',
  alignItems: 'start',
} as const

/**
 * Plant configuration (spec 002 §2.4, §3.3, §4, §7.3; issue 17 item 1); its title is the shell's,
 * the module's. From md up: the selected machine's card with its editable name beside the
 * filterable, reorderable list; below md the read-only cards. Every user may look; ROLE_ADMIN (not
 * commercial) renames and reorders, online only: offline the list comes from the device's cache.
 */
export function PlantConfigurationPage({ otherLists }: { otherLists: readonly QueryKey[] }) {
  const { t, i18n } = useLingui()
  const theme = useMantineTheme()
  const desktop = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, {
    getInitialValueInEffect: false,
  })
  const { user } = useSession()
  const { online } = useOnlineState()
  const prefs = useUnitPreferences()
  const canEdit = permissions(user.roles).editsPlantConfiguration
  const machines = useConfigMachines()
  const reorder = useReorderMachines(otherLists)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [filter, setFilter] = useState<MachineFilter>(noFilter)

  const offline = online
    ? null
    : t`Offline: machines can be renamed and reordered once the connection is back.`
  const writeBlock = !canEdit ? t`Only administrators can rename and reorder the machines.` : offline
  const move = (next: MachineMove) =>
    reorder.mutate(next, {
      onError: (error) => showToast(writeFailureMessage(error, 'reorder', i18n), 'red'),
    })

  return (
    <Stack gap="md">
      <DataUpdatedAt query={machines} />
      <QueryState query={machines} what={t`The machines could not be loaded`}>
        {(list) => {
          if (list.length === 0) return <Text>{apiErrorMessage('USER_WITHOUT_MACHINES', i18n)}</Text>
          if (!desktop) return <MachineCards machines={list} />
          const selected = list.find((m) => m.machineId === selectedId) ?? list[0] ?? null
          return (
            <Box style={columns}>
              <div>
                {selected ? (
                  <MachineInfoCard
                    machine={selected}
                    prefs={prefs}
                    canEdit={canEdit}
                    blockedReason={offline}
                    otherLists={otherLists}
                  />
                ) : null}
              </div>
              <div>
                <MachineListPanel
                  machines={list}
                  filter={filter}
                  onFilter={setFilter}
                  selectedId={selected?.machineId ?? null}
                  onSelect={setSelectedId}
                  writeBlock={writeBlock}
                  onMove={move}
                />
              </div>
            </Box>
          )
        }}
      </QueryState>
    </Stack>
  )
}
