/** Query keys of the live plant status (plant control, home tile). */
export const plantStatusKeys = {
  all: ['plant-status'] as const,
  machines: () => [...plantStatusKeys.all, 'machines'] as const,
}

/** The plant machine list is refreshed every 60 s (spec 000 §4.1, §9). */
export const PLANT_STATUS_POLL_MS = 60_000
