import { useLingui } from '@lingui/react/macro'
import { Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import type { PlantControlMachine } from '@/contract/plant'
import { apiBaseUrl } from '@/lib/env'
import { formatDate, formatDateTime } from '@/lib/format/date'
import { MACHINE_STATES } from '@/lib/format/machine-state'
import { formatSpeed, formatWidth } from '@/lib/format/measures'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { stopCategoryName, stopReasonName } from '@/lib/messages/stop-reasons'
import type { MachineView } from '@/lib/production/machine-view'
import { RequestMaintenanceButton } from './request-maintenance'

/** The machine information modal (spec 000 §2.3): the machine fields of §3.2, nothing more. */
export function MachineInfoModal({
  machine,
  view,
  prefs,
  onClose,
}: {
  machine: PlantControlMachine | null
  /** The machine as plant control shows it now: its stop, and the request for maintenance on any stop. */
  view: MachineView | null
  prefs: UnitPreferences
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const stop =
    view?.effective.state === MACHINE_STATES.INACTIVITY && view.record.inactivityDescription !== null
      ? [
          stopReasonName(i18n, view.record.inactivityReasonCode, view.record.inactivityDescription),
          view.record.stopCategory ? stopCategoryName(i18n, view.record.stopCategory) : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : null
  const range = (min: number | null, max: number | null) =>
    min === null && max === null ? '-' : `${formatWidth(min, prefs)} – ${formatWidth(max, prefs)}`
  const fields: [string, string][] = machine
    ? [
        [t`Model`, machine.machineModelName],
        [t`Machine line`, machine.machineLineName],
        [t`Serial number`, machine.machineSerialNumber],
        [t`Acquisition date`, formatDate(machine.machineAcquisitionDate)],
        [t`Maximum speed`, formatSpeed(machine.machineMaxSpeed, prefs)],
        [t`Printing width`, range(machine.machineMinPrintingWidth, machine.machineMaxPrintingWidth)],
        [t`Material width`, range(machine.machineMinMaterialWidth, machine.machineMaxMaterialWidth)],
        [t`Last sync`, formatDateTime(machine.machineLastTransactionAt)],
        ...(stop ? ([[t`Current stop`, stop]] as [string, string][]) : []),
      ]
    : []
  return (
    <Modal opened={machine !== null} onClose={onClose} title={machine?.machineName} size="lg" centered>
      {machine ? (
        <Stack>
          <Image
            src={`${apiBaseUrl}/machine-images/${encodeURIComponent(machine.machineModelImage)}`}
            alt={machine.machineModelName}
            h={160}
            fit="contain"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {fields.map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={600}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          {view ? (
            <Group>
              <RequestMaintenanceButton view={view} size="sm" place="menu" />
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  )
}
