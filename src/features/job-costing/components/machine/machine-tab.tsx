import './machine-tab.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Box, Card, Group, Loader, NavLink, ScrollArea, Select, Stack, Text } from '@mantine/core'
import type { CostMachine } from '@/contract/job-costing'
import { errorMessage } from '@/lib/messages/api-errors'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useOnlineState } from '@/offline/online-status'
import { useMachineCost } from '../../api/machine-costs'
import type { CostingTabContext } from '../../model/tab-context'
import { MachineCostForm } from './machine-cost-form'

interface MachineTabProps {
  /** The plant's machines that have consumable types. */
  machines: readonly CostMachine[]
  machine: CostMachine | null
  context: CostingTabContext
  onMachine: (id: number) => void
}

/**
 * The machine tab (spec 002 §2.2): the machines that have consumable types on the left (a select
 * above the form on a phone) and the chosen machine's cost form on the right.
 */
export function MachineTab({ machines, machine, context, onMachine }: MachineTabProps) {
  const { t, i18n } = useLingui()
  const { online } = useOnlineState()
  const record = useMachineCost(machine?.id ?? null)
  if (machines.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No machine of the plant has consumable types.</Trans>
      </Text>
    )
  }
  return (
    <div className="pp-machine-costs">
      <Box miw={0}>
        <Select
          hiddenFrom="sm"
          label={t`Machine`}
          data={machines.map((m) => ({ value: String(m.id), label: m.name }))}
          value={machine ? String(machine.id) : null}
          onChange={(value) => value && onMachine(Number(value))}
          allowDeselect={false}
          searchable
        />
        <Card withBorder padding={4} visibleFrom="sm">
          <ScrollArea.Autosize mah={560} type="auto">
            <nav aria-label={t`Machines`}>
              {machines.map((m) => (
                <NavLink
                  key={m.id}
                  component="button"
                  type="button"
                  label={m.name}
                  description={m.machineLineName}
                  active={m.id === machine?.id}
                  aria-current={m.id === machine?.id ? 'true' : undefined}
                  onClick={() => onMachine(m.id)}
                />
              ))}
            </nav>
          </ScrollArea.Autosize>
        </Card>
      </Box>
      <Box miw={0}>
        {!machine ? null : record.isError && !record.data ? (
          <Alert color="red" title={t`The machine costs could not be loaded`}>
            {errorMessage(record.error, i18n)}
          </Alert>
        ) : !record.data ? (
          <Group justify="center" py="xl">
            <Loader aria-label={t`Loading`} />
          </Group>
        ) : (
          <Stack gap="xs">
            <Text fw={600} visibleFrom="sm">
              {machine.name}
            </Text>
            <DataUpdatedAt query={record} />
            <MachineCostForm
              // A machine switch starts a fresh form (§4: a choice resets the edit).
              key={machine.id}
              machineId={machine.id}
              record={record.data}
              currencySymbol={context.currency.symbol}
              readOnly={context.readOnly}
              blockedReason={
                online ? null : t`Offline: machine costs can be changed once the connection is back.`
              }
            />
          </Stack>
        )}
      </Box>
    </div>
  )
}
