// @vitest-environment jsdom

import { i18n } from '@lingui/core'
import { cleanup, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateRealCatalogs } from '@/app/i18n/testing/real-catalogs'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { NotificationPanel } from './notification-panel'

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))
vi.mock('../api/click-bell', () => ({ useClickBell: () => ({ mutate: () => undefined }) }))
vi.mock('../api/get-notifications', () => ({
  useNotifications: () => ({
    data: {
      numNewNotification: 1,
      notifications: [
        {
          id: 1,
          message: 'unknown.key',
          params: null,
          href: '/maintenance/events/4',
          dateTime: '2026-12-07T08:00:00Z',
        },
      ],
    },
  }),
}))

beforeAll(installDomShims)
afterEach(cleanup)
afterAll(() => i18n.loadAndActivate({ locale: 'en_EN', messages: {} }))

describe('the bell’s “Open” (issue 44)', () => {
  it('stays “Abrir” in Spanish once the maintenance area’s catalog has loaded', async () => {
    // The maintenance area names a work-order state "Open" ("Abiertas"): its own message context.
    activateRealCatalogs('es_ES', ['maintenance', 'requests'])
    renderUi(<NotificationPanel openNow />)
    expect((await screen.findByRole('link', { name: 'Abrir' })).getAttribute('href')).toBe(
      '/maintenance/events/4',
    )
  })

  it('reads the verb in every other language too, with every area loaded', async () => {
    const verbs = { ca_ES: 'Obre', fr_FR: 'Ouvrir', pt_PT: 'Abrir', ru_RU: 'Открыть' } as const
    for (const [locale, verb] of Object.entries(verbs)) {
      activateRealCatalogs(locale as keyof typeof verbs, [
        'production',
        'order',
        'documents',
        'maintenance',
        'requests',
        'costing',
        'setup',
        'configuration',
      ])
      renderUi(<NotificationPanel openNow />)
      expect(await screen.findByRole('link', { name: verb }), locale).toBeTruthy()
      cleanup()
    }
  })
})
