import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { QueryState } from '@/components/query-state'
import { useTaskFormData } from '../../api/get-form-data'
import { useTasks } from '../../api/get-tasks'
import { type TaskListFilters, taskListParams } from '../../model/task-form-search'
import { TaskFilters } from './task-filters'
import { TaskResults } from './task-results'

/**
 * Preventive tasks (spec 001 §2.3, managers): the filters (in the URL, so a filtered list is a
 * link), the list, and the two ways to plan work.
 */
export function TaskListPage({
  filters,
  onFilters,
}: {
  filters: TaskListFilters
  onFilters: (next: TaskListFilters) => void
}) {
  const { t } = useLingui()
  const formData = useTaskFormData()
  const params = taskListParams(filters)
  const tasks = useTasks(params)
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          <Trans>Preventive tasks</Trans>
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            renderRoot={(props) => <Link {...props} to="/maintenance/tasks/new-order" />}
          >
            <Trans>New work order</Trans>
          </Button>
          <Button renderRoot={(props) => <Link {...props} to="/maintenance/tasks/new" />}>
            <Trans>New task</Trans>
          </Button>
        </Group>
      </Group>
      <TaskFilters data={formData.data} filters={filters} onChange={onFilters} />
      <QueryState query={tasks} what={t`The tasks could not be loaded`}>
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed" py="xl" ta="center">
              {Object.keys(params).length > 0 ? (
                <Trans>No task matches these filters.</Trans>
              ) : (
                <Trans>No preventive task yet. Plan the first one with "New task".</Trans>
              )}
            </Text>
          ) : (
            <Box aria-busy={tasks.isPlaceholderData} opacity={tasks.isPlaceholderData ? 0.6 : 1}>
              <TaskResults tasks={list} />
            </Box>
          )
        }
      </QueryState>
    </Stack>
  )
}
