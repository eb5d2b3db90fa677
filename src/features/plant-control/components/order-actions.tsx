import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconHistory, IconPlayerPlay } from '@/components/icons'
import type { MachineView } from '@/lib/production/machine-view'
import { RequestMaintenanceButton } from './request-maintenance'

/**
 * The card's two actions (spec 000 §2.3), and a stopped machine's request for maintenance. Both are real links, so ctrl-click and middle-click open
 * a new tab as the browser does for any link; "historical" carries the machine in the URL.
 */
export function OrderActions({ view, size = 'xs' }: { view: MachineView; size?: 'xs' | 'sm' }) {
  const { orderPath, record } = view
  return (
    <>
      {orderPath ? (
        <Button
          renderRoot={(props) => (
            <Link
              {...props}
              to="/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp"
              params={orderPath}
            />
          )}
          size={size}
          leftSection={<IconPlayerPlay size={14} />}
        >
          <Trans>Current order</Trans>
        </Button>
      ) : (
        <Button size={size} disabled leftSection={<IconPlayerPlay size={14} />}>
          <Trans>No current order</Trans>
        </Button>
      )}
      <Button
        renderRoot={(props) => <Link {...props} to="/historical" search={{ machine: [record.machineId] }} />}
        size={size}
        variant="default"
        leftSection={<IconHistory size={14} />}
      >
        <Trans>Historical</Trans>
      </Button>
      <RequestMaintenanceButton view={view} size={size} />
    </>
  )
}
