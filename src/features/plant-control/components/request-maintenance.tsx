import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconWrench } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import { stopReasonName } from '@/lib/messages/stop-reasons'
import type { MachineView } from '@/lib/production/machine-view'
import { filesWorkRequests, maintenanceAccess } from '@/lib/roles/maintenance'
import { useSession } from '@/offline/session-store'
import { type MaintenanceRequest, maintenanceRequest } from '../model/maintenance-request'

/** Where the action is: the card and the list row offer it on faults only, the machine's menu on every stop. */
type Place = 'card' | 'menu'

type Action =
  | {
      to: '/maintenance/tasks/new-order'
      search: { machineId: number; description: string; stopStart?: string }
    }
  | { to: '/maintenance/requests'; search: { report: 1; machineId: number; stopReasonCode?: string } }

/**
 * The machine's one maintenance action. A maintenance manager opens the corrective work order,
 * pre-filled with the stop; anyone else who may (filesWorkRequests: not the read-only commercial
 * role) reports a problem (a work request, issue 31) with the machine and its stop. The menu offers a report on any machine, stopped or not.
 */
function useRequest(view: MachineView, place: Place): (Action & { label: string; text: string }) | null {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const access = maintenanceAccess(user.roles)
  const request = maintenanceRequest(view)
  const shown = request && (place === 'menu' || request.onCard) ? request : null
  const name = view.record.machineName
  if (access.manager) {
    if (!shown) return null
    const named = (r: MaintenanceRequest) =>
      r.description !== null
        ? stopReasonName(i18n, r.reasonCode, r.description)
        : r.kind === 'inactivity'
          ? t`Machine inactivity`
          : t`Mechanical change`
    return {
      to: '/maintenance/tasks/new-order',
      search: {
        machineId: shown.machineId,
        description: `${named(shown)} · ${name}`,
        stopStart: shown.stopStart ?? undefined,
      },
      label: t`Request maintenance for ${name}`,
      text: t`Request maintenance`,
    }
  }
  if (!filesWorkRequests(user.roles) || (!shown && place === 'card')) return null
  return {
    to: '/maintenance/requests',
    search: { report: 1, machineId: view.record.machineId, stopReasonCode: shown?.reasonCode ?? undefined },
    label: t`Report a problem on ${name}`,
    text: t`Report a problem`,
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
  const request = useRequest(view, place)
  if (!request) return null
  return (
    <Button
      renderRoot={(props) => <Link {...props} to={request.to} search={request.search} />}
      size={size}
      variant="light"
      color="orange"
      leftSection={<IconWrench size={14} />}
      aria-label={request.label}
    >
      {request.text}
    </Button>
  )
}

/** The same, as an icon in a plant-control list row. */
export function RequestMaintenanceIcon({ view }: { view: MachineView }) {
  const request = useRequest(view, 'card')
  if (!request) return null
  return (
    <LazyTooltip label={request.label}>
      <ActionIcon
        renderRoot={(props) => <Link {...props} to={request.to} search={request.search} />}
        variant="subtle"
        color="orange"
        aria-label={request.label}
      >
        <IconWrench size={18} />
      </ActionIcon>
    </LazyTooltip>
  )
}
