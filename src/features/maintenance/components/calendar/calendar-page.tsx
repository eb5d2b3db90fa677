import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import dayjs from 'dayjs'
import { useState } from 'react'
import { IconChevronLeft, IconChevronRight } from '@/components/icons'
import { QueryState } from '@/components/query-state'
import { showToast } from '@/components/toast'
import type { MaintenanceEvent } from '@/contract/maintenance'
import {
  actorFromRoles,
  checkAction,
  DEFAULT_MAX_SPAN_DAYS,
  eventFacts,
  type RuleReason,
} from '@/contract/maintenance-rules'
import { formatDate, plantDay } from '@/lib/format/date'
import { errorMessage } from '@/lib/messages/api-errors'
import { roleSet } from '@/lib/roles/check'
import { DataUpdatedAt } from '@/offline/components/data-updated-at'
import { useSession } from '@/offline/session-store'
import { useChangeEvent } from '../../api/change-event'
import { useDashboard } from '../../api/get-dashboard'
import { useEvents } from '../../api/get-events'
import { useForecastTasks } from '../../api/get-forecast-tasks'
import { useMaintenanceData } from '../../api/get-maintenance-data'
import { useMaintenanceSettings } from '../../api/get-settings'
import { dataAge } from '../../api/work-order-store'
import { calendarEventParams, dropAction, gridDays, shiftAnchor } from '../../model/calendar'
import type { CalendarSearch } from '../../model/calendar-search'
import { filtersOf } from '../../model/list-search'
import { forecastsByDay } from '../../model/task-usage'
import { useMaintenanceLabels } from '../labels'
import { EventFilters } from '../lists/event-filters'
import { EventResults } from '../lists/event-results'
import { useChangeFeedback } from '../pending/use-change-feedback'
import { useShownEvents } from '../pending/use-shown-events'
import { markDragEnded, markDragStarted } from './calendar-chip'
import { CalendarGrid } from './calendar-grid'

/**
 * The maintenance calendar (spec 001 §2.3), month and week: work orders by day, coloured by risk
 * and state. Dragging one to another day is a postponement or a reschedule under the same rule
 * module as everywhere else: checked before sending (never to a past day, never past the limits),
 * enforced again by the server, and the reason shown when refused.
 */
export function CalendarPage({
  search,
  onSearch,
}: {
  search: CalendarSearch
  onSearch: (next: CalendarSearch) => void
}) {
  const { t, i18n } = useLingui()
  const labels = useMaintenanceLabels()
  const { user } = useSession()
  const actor = actorFromRoles(user.userId, roleSet(user.roles))
  const today = useDashboard().data?.today
  const data = useMaintenanceData()
  // Managers read the plant's span; for others the server's answer says when a move is too far.
  const settings = useMaintenanceSettings(actor.level === 'manager')
  const maxSpanDays = settings.data?.maxSpanDays ?? DEFAULT_MAX_SPAN_DAYS
  const change = useChangeEvent()
  const compact = useMediaQuery('(max-width: 47.99em)') ?? false
  const [selected, setSelected] = useState<string | null>(null)
  const view = search.view ?? 'month'
  const anchor = search.at ?? today ?? plantDay()
  const days = gridDays(view, anchor)
  const filters = filtersOf(search)
  const params = calendarEventParams(search, today ?? plantDay())
  const events = useEvents(params, today !== undefined)
  // Where this device left them: a move made offline shows on its new day at once.
  const { shown, pending } = useShownEvents(events.data?.results ?? [], maxSpanDays)
  // Usage tasks' forecasts (issue 33): "expected around", beside the work orders.
  const tasks = useForecastTasks()
  const forecasts = forecastsByDay(tasks.data ?? [], days, filters.machines)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks a work order up and drops it; Enter still opens it (it is a link).
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  )
  const weekdayNames = gridDays('week', anchor).map((d) => dayjs(d).format(compact ? 'dd' : 'ddd'))
  const title =
    view === 'month' ? dayjs(anchor).format('MMMM YYYY') : `${formatDate(days[0])} – ${formatDate(days[6])}`

  const feedback = useChangeFeedback()
  const refuse = (reason: RuleReason) => showToast(labels.reasons[reason], 'red')

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    markDragEnded()
    const event = active.data.current?.event as MaintenanceEvent | undefined
    const day = typeof over?.id === 'string' ? over.id : null
    if (!event || !day || !today || day === event.date) return
    const action = dropAction(actor, event, day)
    const verdict = checkAction(actor, eventFacts(event), action, today, {
      maxSpanDays,
    })
    if (!verdict.ok) return refuse(verdict.reason)
    change.mutate(
      {
        event,
        work: pending.get(event.id),
        action,
        summary: `${event.taskName} · ${labels.actions[action.kind]}`,
      },
      {
        onSuccess: (result) => {
          const refusal = feedback(result, t`${event.taskName} moved to ${formatDate(day)}.`)
          if (refusal) showToast(refusal, 'red')
        },
        onError: (error) => showToast(errorMessage(error, i18n), 'red'),
      },
    )
  }

  const move = (step: 1 | -1) => onSearch({ ...search, at: shiftAnchor(view, anchor, step) })
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          <Trans>Calendar</Trans>
        </Title>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => onSearch({ ...search, view: v as CalendarSearch['view'] })}
          data={[
            { value: 'month', label: t`Month` },
            { value: 'week', label: t`Week` },
          ]}
        />
      </Group>
      <EventFilters
        data={data.data}
        filters={filters}
        onChange={(f) => onSearch({ ...f, view: search.view, at: search.at })}
      />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            onClick={() => move(-1)}
            aria-label={view === 'month' ? t`Previous month` : t`Previous week`}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => move(1)}
            aria-label={view === 'month' ? t`Next month` : t`Next week`}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          <Button size="xs" variant="subtle" onClick={() => onSearch({ ...search, at: undefined })}>
            <Trans>Today</Trans>
          </Button>
        </Group>
        <Text fw={600} tt="capitalize" ta="right">
          {title}
        </Text>
      </Group>
      <DataUpdatedAt query={dataAge(events)} />
      {today ? (
        <QueryState query={events} what={t`The work orders could not be loaded`}>
          {(page) => (
            <>
              <DndContext
                sensors={sensors}
                onDragStart={markDragStarted}
                onDragEnd={onDragEnd}
                onDragCancel={markDragEnded}
              >
                <CalendarGrid
                  view={view}
                  days={days}
                  month={anchor.slice(0, 7)}
                  today={today}
                  events={shown}
                  actor={actor}
                  compact={compact}
                  selected={selected}
                  onSelect={setSelected}
                  weekdayNames={weekdayNames}
                  forecasts={forecasts}
                />
              </DndContext>
              {page.total > page.results.length ? (
                <Text size="xs" c="dimmed">
                  {t`Showing the ${page.results.length} highest-risk of ${page.total} work orders: narrow the filters to see all.`}
                </Text>
              ) : null}
              {compact && selected ? (
                <Stack gap="xs">
                  <Text fw={600}>{formatDate(selected)}</Text>
                  <EventResults events={page.results} day={selected} />
                </Stack>
              ) : null}
            </>
          )}
        </QueryState>
      ) : null}
    </Stack>
  )
}
