import './machine-tab.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Box, Card, Group, Loader, NavLink, ScrollArea, Select, Stack, Text } from '@mantine/core'
import type { CostMachine } from '@/contract/job-costing'
import { errorMessage } from '@/lib/messages/api-errors'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useOnlineState } from '@/offline/online-status'
import { useMachineCost } from '../../api/machine-costs'
import type { CostingTabContext } from '../../model/tab-context'
import type { UncostedMachine } from '../../model/uncosted-machines'
import { useNoCostingText } from '../screen/no-costing-text'
import { MachineCostForm } from './machine-cost-form'
import { MachineCostView } from './machine-cost-view'

interface MachineTabProps {
  /** The plant's machines that have consumable types. */
  machines: readonly CostMachine[]
  /** The user's machines without job costing: listed disabled, with the reason. */
  uncosted: readonly UncostedMachine[]
  machine: CostMachine | null
  context: CostingTabContext
  onMachine: (id: number) => void
}

/**
 * The machine tab (spec 002 §2.2): the machines that have consumable types on the left, then the
 * user's others disabled with why they have no job costing (a select
 * above the form on a phone) and the chosen machine's cost form on the right.
 */
export function MachineTab({ machines, uncosted, machine, context, onMachine }: MachineTabProps) {
  const { t, i18n } = useLingui()
  const noCosting = useNoCostingText()
  const { online } = useOnlineState()
  const record = useMachineCost(machine?.id ?? null)
  if (machines.length === 0) {
    return (
      <Stack gap="xs">
        <Text c="dimmed">
          <Trans>No machine of the plant has consumable types.</Trans>
        </Text>
        {uncosted.length > 0 ? (
          <ul aria-label={t`Machines without job costing`}>
            {uncosted.map((m) => (
              <li key={m.id}>
                <Text size="sm">
                  {m.name} · {noCosting(m.reason)}
                </Text>
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    )
  }
  return (
    <div className="pp-machine-costs">
      <Box miw={0}>
        <Select
          hiddenFrom="sm"
          label={t`Machine`}
          data={[
            ...machines.map((m) => ({ value: String(m.id), label: m.name })),
            ...uncosted.map((m) => ({
              value: String(m.id),
              label: `${m.name} · ${noCosting(m.reason)}`,
              disabled: true,
            })),
          ]}
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
              {uncosted.map((m) => (
                <NavLink
                  key={m.id}
                  component="button"
                  type="button"
                  label={m.name}
                  description={noCosting(m.reason)}
                  disabled
                  aria-disabled="true"
                  // Not choosable, but its reason must stay readable (Mantine dims it to 40 %).
                  style={{ opacity: 1 }}
                  c="dimmed"
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
            {context.readOnly ? (
              <MachineCostView record={record.data} currencySymbol={context.currency.symbol} />
            ) : (
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
            )}
          </Stack>
        )}
      </Box>
    </div>
  )
}
