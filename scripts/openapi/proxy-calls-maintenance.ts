/**
 * The Prism check's maintenance calls (scripts/openapi/proxy-calls.ts): the lists and settings, a
 * task created, edited and given its PDF (multipart), an asset's life, a work order's photos
 * (multipart), completion and deletion, and a work request filed with a photo and declined.
 */
import { asciiPdf, asciiWebp, filePart } from './ascii-files'
import { form } from './proxy-calls'
import type { Probe } from './proxy-probe'

type Row = Record<string, unknown> & { id: number }
const photo = () => filePart(asciiWebp, 'image/webp')
const pdf = (text: string) => filePart(asciiPdf(text), 'application/pdf')

export async function maintenanceCalls(probe: Probe, token: string, machineId: number) {
  const as = { token }
  for (const path of [
    '/api/maintenanceEvent/data',
    '/api/maintenanceEvent/dashboard',
    '/api/maintenanceEvent/mine',
    '/api/maintenance/list',
    '/api/maintenanceAsset/list',
    '/api/maintenance/form-data',
    '/api/maintenance/requests/machines',
    '/api/maintenance/requests',
  ]) {
    await probe.call({ path, ...as })
  }
  await probe.call({
    path: '/api/maintenance/report/audit',
    query: { initialDate: '2026-10-01', finalDate: '2026-12-31' },
    ...as,
  })
  const settings = await probe.json({ path: '/api/maintenance/settings', ...as })
  await probe.call({ method: 'PUT', path: '/api/maintenance/settings', json: settings, ...as })

  // A task: created with its PDF, edited, its PDF replaced, read three ways, then deleted.
  const fields = {
    name: 'Prism check task',
    type: 'review',
    condition: 'stopped',
    frequency: 'none',
    reason: 'Contract check',
    provider: 'Plant',
    durationMinutes: '15',
    risk: '2',
    startDate: '2099-01-05',
    machines: String(machineId),
  }
  const task = await probe.json<Row>({
    path: '/api/maintenance',
    form: form(fields, { file: [pdf('Step 1: stop the machine')] }),
    ...as,
  })
  await probe.call({
    path: `/api/maintenance/${task.id}`,
    form: form({ ...fields, name: 'Prism check task, edited', removeFile: 'false' }),
    ...as,
  })
  await probe.call({
    path: '/api/maintenanceinfo',
    form: form({ taskId: String(task.id) }, { file: [pdf('Step 1: lock out the machine')] }),
    ...as,
  })
  for (const path of [`/api/maintenance/${task.id}`, `/api/maintenance/${task.id}/detail`]) {
    await probe.call({ path, ...as })
  }
  await probe.call({ path: `/api/maintenance/${task.id}/readings.xlsx`, ...as })

  // An asset's life.
  const asset = await probe.json<Row>({
    path: '/api/maintenanceAsset',
    json: { name: 'Prism roller', machineId },
    ...as,
  })
  await probe.call({ path: `/api/maintenanceAsset/${asset.id}`, ...as })
  await probe.call({
    method: 'PUT',
    path: `/api/maintenanceAsset/${asset.id}`,
    json: { name: 'Prism roller 2', machineId },
    ...as,
  })
  await probe.call({ method: 'DELETE', path: `/api/maintenanceAsset/${asset.id}`, ...as })

  // Work orders of the plant: photos on one, then completed; another deleted.
  const list = await probe.json<{ results: (Row & { version: number; maintenanceState: number })[] }>({
    path: '/api/maintenanceEvent',
    query: { maintenanceStates: '1', limit: 50 },
    ...as,
  })
  const [open, spare] = list.results
  if (open) {
    const order = await probe.json<Row & { version: number }>({
      path: `/api/maintenanceEvent/${open.id}`,
      ...as,
    })
    const photos = await probe.json<(Row & { url: string })[]>({
      path: `/api/maintenanceEvent/${open.id}/maintenanceEventImage`,
      form: form({}, { image: [photo()] }),
      ...as,
    })
    await probe.call({
      path: '/api/maintenanceEvent/images',
      form: form({ eventId: String(open.id) }, { images: [photo(), photo()] }),
      ...as,
    })
    const fileUrl = new URL(photos[0]?.url ?? '/', 'http://x').searchParams.get('fileUrl')
    if (fileUrl) await probe.call({ path: '/api/maintenance/file/download', query: { fileUrl }, ...as })
    const latest = await probe.json<Row & { version: number }>({
      path: `/api/maintenanceEvent/${open.id}`,
      ...as,
    })
    await probe.call({
      method: 'PUT',
      path: `/api/maintenanceEvent/${open.id}`,
      json: { version: latest.version ?? order.version, action: { kind: 'complete', durationMinutes: 20 } },
      ...as,
    })
  }
  if (spare) await probe.call({ method: 'DELETE', path: `/api/maintenanceEvent/${spare.id}`, ...as })
  await probe.call({ method: 'DELETE', path: `/api/maintenance/${task.id}`, ...as })

  // A work request from the floor, with a photo, then declined.
  const request = await probe.json<Row>({
    path: '/api/maintenance/requests',
    form: form(
      { machineId: String(machineId), description: 'A noise at the unwinder', urgency: 'high' },
      {
        images: [photo()],
      },
    ),
    ...as,
  })
  await probe.call({ path: `/api/maintenance/requests/${request.id}`, ...as })
  await probe.call({
    path: `/api/maintenance/requests/${request.id}/decline`,
    json: { reason: 'Already fixed' },
    ...as,
  })
}
