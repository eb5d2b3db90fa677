/**
 * The OpenAPI operationId of a route, derived from its method and path so that no declaration can
 * forget one and a generated client's method names change only when the API's paths do (ADR 052):
 * the method's verb, the path's words in camelCase, then its parameters after "By", e.g.
 *
 *   GET  /maintenanceEvent/:id               getMaintenanceEventById
 *   POST /maintenanceEvent/:id/maintenanceEventImage  postMaintenanceEventMaintenanceEventImageById
 *   PUT  /job-cost/machines/:id/prices/:priceId  putJobCostMachinesPricesByIdAndPriceId
 *   GET  /maintenance/:id/readings.xlsx      getMaintenanceReadingsXlsxById
 *
 * Two routes could still meet on one name (/a/:id/b and /a/b/:id): the document refuses that when
 * it is built (server/http/openapi-document.ts), so the clash shows the day the second route lands.
 */

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** 'job-cost' -> ['job', 'cost'], 'readings.xlsx' -> ['readings', 'xlsx'], 'poChild' stays one word. */
const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean)

export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean)
  // The /api prefix is every route's: it would only lengthen every name.
  if (segments[0] === 'api') segments.shift()
  const isParam = (s: string) => s.startsWith(':') || s.startsWith('{')
  const name = segments
    .filter((s) => !isParam(s))
    .flatMap(words)
    .map(capital)
    .join('')
  const params = segments.filter(isParam).map((s) => capital(s.replace(/^[:{]|}$/g, '')))
  return `${method.toLowerCase()}${name}${params.length ? `By${params.join('And')}` : ''}`
}
