import type { ApiKeyAccess } from '../../http/access'

/** Machine gateways and the simulator: an API key of the machines' company with the ingest scope. */
export const ingestAccess = { who: 'apiKey', area: 'ingest', scope: 'ingest' } as const satisfies ApiKeyAccess
