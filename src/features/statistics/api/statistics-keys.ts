/** Query keys of the statistics and inactivity screens. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  machines: () => [...statisticsKeys.all, 'machines'] as const,
  availableDates: (machineIds: readonly number[]) =>
    [...statisticsKeys.all, 'available', machineIds] as const,
  inactivities: (query: Record<string, unknown>) => [...statisticsKeys.all, 'inactivities', query] as const,
  traceability: (query: Record<string, unknown>) => [...statisticsKeys.all, 'traceability', query] as const,
}
