import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, Tooltip } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconWrench } from '@/components/icons'
import { stopReasonName } from '@/lib/messages/stop-reasons'
import type { MachineView } from '@/lib/production/machine-view'
import { maintenanceAccess } from '@/lib/roles/maintenance'
import { useSession } from '@/offline/session-store'
import { type MaintenanceRequest, maintenanceRequest } from '../model/maintenance-request'

/** Where the action is: the card and the list row offer it on faults only, the machine's menu on every stop. */
type Place = 'card' | 'menu'

function useRequest(view: MachineView, place: Place) {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const request = maintenanceAccess(user.roles).manager ? maintenanceRequest(view) : null
  if (!request || (place === 'card' && !request.onCard)) return null
  const named = (r: MaintenanceRequest) =>
    r.description !== null
      ? stopReasonName(i18n, r.reasonCode, r.description)
      : r.kind === 'inactivity'
        ? t`Machine inactivity`
        : t`Mechanical change`
  return {
    search: {
      machineId: request.machineId,
      description: `${named(request)} · ${view.record.machineName}`,
      stopStart: request.stopStart ?? undefined,
    },
    label: t`Request maintenance for ${view.record.machineName}`,
  }
}

/** "Request maintenance" on a stopped machine's card: opens a corrective work order pre-filled with the stop. */
export function RequestMaintenanceButton({
  view,
  size = 'xs',
  place = 'card',
}: {
  view: MachineView
  size?: 'xs' | 'sm'
  place?: Place
}) {
  const { t } = useLingui()
  const request = useRequest(view, place)
  if (!request) return null
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/maintenance/tasks/new-order" search={request.search} />}
      size={size}
      variant="light"
      color="orange"
      leftSection={<IconWrench size={14} />}
      aria-label={request.label}
    >
      {t`Request maintenance`}
    </Button>
  )
}

/** The same, as an icon in a plant-control list row. */
export function RequestMaintenanceIcon({ view }: { view: MachineView }) {
  const request = useRequest(view, 'card')
  if (!request) return null
  return (
    <Tooltip label={request.label}>
      <ActionIcon
        renderRoot={(props) => <Link {...props} to="/maintenance/tasks/new-order" search={request.search} />}
        variant="subtle"
        color="orange"
        aria-label={request.label}
      >
        <IconWrench size={18} />
      </ActionIcon>
    </Tooltip>
  )
}
