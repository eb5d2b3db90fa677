import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconChart, IconChevronLeft, IconChevronRight } from '@/components/icons'
import { LazyTooltip } from '@/components/lazy-tooltip'
import type { OrderAddress } from '@/contract/order-detail'
import type { OrderParams } from '@/lib/production/route-params'
import { hasRole } from '@/lib/roles/check'
import { useSession } from '@/offline/session-store'
import { ReportButton } from './report-button'

const paramsOf = (a: OrderAddress) => ({
  machineHashCode: a.machineHashCode,
  idOnMachine: a.orderIdM,
  insertTimestamp: a.orderInsertTimestamp,
})

function NeighbourLink({
  to,
  label,
  children,
}: {
  to: OrderAddress | null
  label: string
  children: React.ReactNode
}) {
  if (!to) {
    return (
      <ActionIcon variant="subtle" color="gray" disabled aria-label={label}>
        {children}
      </ActionIcon>
    )
  }
  return (
    <LazyTooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        renderRoot={(props) => (
          <Link
            {...props}
            to="/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp"
            params={paramsOf(to)}
          />
        )}
      >
        {children}
      </ActionIcon>
    </LazyTooltip>
  )
}

/**
 * The detail's extended header (spec 000 §2.2): operation analytics where the machine allows it,
 * the PDF report, and the previous / next order of the same machine (disabled at either end).
 */
export function OrderHeaderActions({
  order,
  previous,
  next,
  analytics,
  reference,
}: {
  order: OrderParams
  /** Null while the order loads: the report waits for it. */
  reference: string | null
  previous: OrderAddress | null
  next: OrderAddress | null
  analytics: boolean
}) {
  const { t } = useLingui()
  const { user } = useSession()
  return (
    <Group gap={4} wrap="nowrap">
      {analytics ? (
        <LazyTooltip label={t`Open operation analytics`}>
          <ActionIcon
            variant="subtle"
            aria-label={t`Open operation analytics`}
            renderRoot={(props) =>
              // Without the analytics right the icon leads to the interest page (spec 001 §2.6).
              hasRole(user.roles, 'ROLE_OPERATION_ANALYTICS') ? (
                <Link
                  {...props}
                  to="/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp"
                  params={order}
                />
              ) : (
                <Link
                  {...props}
                  to="/operation-analytics-interested/$machineHashCode/$idOnMachine/$insertTimestamp"
                  params={order}
                />
              )
            }
          >
            <IconChart size={20} />
          </ActionIcon>
        </LazyTooltip>
      ) : null}
      <ReportButton order={order} reference={reference} />
      <NeighbourLink to={previous} label={t`Previous order`}>
        <IconChevronLeft size={20} />
      </NeighbourLink>
      <NeighbourLink to={next} label={t`Next order`}>
        <IconChevronRight size={20} />
      </NeighbourLink>
    </Group>
  )
}
