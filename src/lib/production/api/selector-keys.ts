/**
 * Query keys of the production selectors (machines, customers, operators), shared by every
 * production area (plant control, historical, order detail, statistics, inactivities, job costing).
 * The lists change only when the plant is configured, so they are kept for long and refetched on
 * focus and reconnect like every query.
 */
export const selectorKeys = {
  all: ['production-selectors'] as const,
  plantMachines: () => [...selectorKeys.all, 'plant-machines'] as const,
  configMachines: () => [...selectorKeys.all, 'config-machines'] as const,
  customers: () => [...selectorKeys.all, 'customers'] as const,
  operators: () => [...selectorKeys.all, 'operators'] as const,
}

export const SELECTOR_STALE_MS = 10 * 60_000
