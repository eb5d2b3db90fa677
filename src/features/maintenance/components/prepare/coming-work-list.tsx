import { useLingui } from '@lingui/react/macro'
import { Button, Collapse, Group, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { AnchorLink } from '@/components/anchor-link'
import { IconChevronDown, IconFilePdf } from '@/components/icons'
import type { MaintenanceEventDetail } from '@/contract/maintenance'
import { EventState } from '@/contract/maintenance-rules'
import { formatDate } from '@/lib/format/date'

/**
 * The work orders a preparation covers, soonest first (folded: a technician can have dozens), each
 * with its day (red when outdated), machine and asset, and a PDF mark when it has step-by-step
 * instructions.
 */
export function ComingWorkList({ events }: { events: MaintenanceEventDetail[] }) {
  const { t } = useLingui()
  const [opened, { toggle }] = useDisclosure(false)
  const count = events.length
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        rightSection={
          <IconChevronDown size={16} style={{ transform: opened ? 'rotate(180deg)' : undefined }} />
        }
        style={{ alignSelf: 'flex-start' }}
      >
        {opened ? t`Hide the work orders` : t`Show the ${count} work orders`}
      </Button>
      <Collapse expanded={opened}>
        <Stack
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Coming work orders`}
        >
          {events.map((event) => (
            <Group key={event.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <AnchorLink
                  to="/maintenance/events/$event"
                  params={{ event: String(event.id) }}
                  size="sm"
                  truncate
                >
                  {event.taskName}
                </AnchorLink>
                <Text size="xs" c="dimmed" truncate>
                  <Text span inherit c={event.displayState === EventState.outdated ? 'red' : undefined}>
                    {formatDate(event.date)}
                  </Text>
                  {event.machineName ? ` · ${event.machineName}` : ''}
                  {event.assetName ? ` · ${event.assetName}` : ''}
                </Text>
              </Stack>
              {event.instructions ? (
                <IconFilePdf size={18} aria-label={t`Step-by-step PDF`} style={{ flexShrink: 0 }} />
              ) : null}
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  )
}
