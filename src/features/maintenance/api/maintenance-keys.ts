/**
 * Query keys of the maintenance area. Every key starts with `maintenance`, so one change to a
 * work order can refresh every list, the calendar, the dashboard and the badge at once.
 */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  data: () => [...maintenanceKeys.all, 'data'] as const,
  events: () => [...maintenanceKeys.all, 'events'] as const,
  eventList: (query: Record<string, unknown>) => [...maintenanceKeys.events(), 'list', query] as const,
  event: (id: number) => [...maintenanceKeys.events(), 'detail', id] as const,
  dashboard: (query: Record<string, unknown>) => [...maintenanceKeys.all, 'dashboard', query] as const,
  tasks: () => [...maintenanceKeys.all, 'tasks'] as const,
  taskList: (query: Record<string, unknown>) => [...maintenanceKeys.tasks(), 'list', query] as const,
  task: (id: number) => [...maintenanceKeys.tasks(), 'detail', id] as const,
  assets: () => [...maintenanceKeys.all, 'assets'] as const,
  asset: (id: number) => [...maintenanceKeys.assets(), 'detail', id] as const,
  settings: () => [...maintenanceKeys.all, 'settings'] as const,
  shiftPlan: (days: number) => [...maintenanceKeys.all, 'shift', 'plan', days] as const,
  requests: () => [...maintenanceKeys.all, 'requests'] as const,
  requestList: (state: string | undefined) =>
    [...maintenanceKeys.requests(), 'list', state ?? 'all'] as const,
  requestMachines: () => [...maintenanceKeys.requests(), 'machines'] as const,
  shiftReadiness: () => [...maintenanceKeys.all, 'shift', 'readiness'] as const,
}
