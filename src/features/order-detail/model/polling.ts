/** The order detail's refresh period (spec 000 §4.3, §9). */
export const ORDER_POLL_MS = 60_000

/**
 * Whether the detail still polls: it stops once the configuration and the objectives are loaded
 * and the order has a finish date (nothing about a finished order changes any more).
 */
export function keepsPolling(state: {
  configurationLoaded: boolean
  objectivesLoaded: boolean
  dateFinish: string | null | undefined
}): boolean {
  const finished = typeof state.dateFinish === 'string' && state.dateFinish !== '' && state.dateFinish !== '-'
  return !(state.configurationLoaded && state.objectivesLoaded && finished)
}
