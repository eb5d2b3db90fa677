/** The Prism check's calls of the own account, API keys and support (scripts/openapi/proxy-calls.ts). */
import { asciiWebp, filePart } from './ascii-files'
import { form } from './proxy-calls'
import type { Probe } from './proxy-probe'

export async function accountCalls(probe: Probe, token: string, machineId: number) {
  const as = { token }
  await probe.call({ path: '/api/verify-token', json: { token }, ...as })
  await probe.call({ path: '/api/language', ...as })
  await probe.call({ method: 'PUT', path: '/api/users/dark-mode', json: { hasDarkMode: true }, ...as })
  await probe.call({
    path: '/api/update_language',
    json: { language: 'en_EN', maintenance_language: 'en_EN', technical_language: 'en_EN' },
    ...as,
  })
  await probe.call({
    path: '/api/modify_user_preferences',
    json: {
      preferences: [
        'USER_SENDPDFWHENFINISHORDER_NO',
        'USER_GLOBALUNITSYSTEM_INTERNATIONAL',
        'SEPARATOR_MILES_DOT',
        'SEPARATOR_DECIMAL_COMMA',
      ],
    },
    ...as,
  })
  await probe.call({ path: '/api/update_notification_configuration', json: { email: false }, ...as })
  await probe.call({ path: '/api/user_notifications/', json: { filters: { limit: 10 } }, ...as })
  await probe.call({ path: '/api/user_notifications/click_bell', json: {}, ...as })
  await probe.call({
    path: '/api/sat_mail',
    json: { subject: 'Prism check', message: 'JSON', machineId },
    ...as,
  })
  const sent = await probe.json<{ attachments?: { id: number }[] }>({
    path: '/api/sat_mail',
    form: form(
      { subject: 'Prism check', message: 'With a photo' },
      { files: [filePart(asciiWebp, 'image/webp')] },
    ),
    ...as,
  })
  await probe.call({ path: '/api/sat_mail', ...as })
  const attachment = sent.attachments?.[0]
  if (attachment) await probe.call({ path: `/api/sat_mail/attachments/${attachment.id}`, ...as })
  const campaigns = await probe.json<{ id: number }[]>({ path: '/api/user-retargetings', ...as })
  if (campaigns[0]) {
    await probe.call({
      method: 'PUT',
      path: `/api/user-retargetings/${campaigns[0].id}`,
      json: { isInterested: true, isReminderEnabled: false },
      ...as,
    })
  }
  await probe.call({ path: '/api/maintenance-assistance-interested', json: {}, ...as })
  await probe.call({ path: '/api/log/custom', json: { referer: '/home' }, ...as })
  await probe.call({ path: '/api/api-keys', ...as })
  const key = await probe.json<{ clientId: string }>({
    path: '/api/api-keys',
    json: { alias: 'Prism check', scopes: ['ingest'] },
    ...as,
  })
  await probe.call({
    method: 'PUT',
    path: `/api/api-keys/${key.clientId}`,
    json: { alias: 'Prism check 2' },
    ...as,
  })
  await probe.call({ method: 'DELETE', path: `/api/api-keys/${key.clientId}`, ...as })
  const handoff = await probe.json<{ url: string }>({ path: '/api/ordering/handoff', json: {}, ...as })
  const handoffToken = new URL(handoff.url).searchParams.get('handoff')
  if (handoffToken) await probe.call({ path: '/api/ordering/handoff/redeem', json: { token: handoffToken } })
  await probe.call({ path: '/api/terms/en_EN.pdf', ...as })
}
