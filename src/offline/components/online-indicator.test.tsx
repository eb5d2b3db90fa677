// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startOnlineStatus } from '../online-status'
import { installDomShims, renderUi } from '../testing/render'
import { OnlineIndicator } from './online-indicator'

let stop: (() => void) | undefined
beforeAll(installDomShims)
afterEach(() => {
  cleanup()
  stop?.()
})

function setNavigatorOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

// The dialog is a chunk of its own, loaded on the first click: slower than the 1 s default on a
// busy machine (a CI run beside the other steps timed out on it).
describe('the connection indicator', () => {
  it('titles its dialog by the real state: Online while online', async () => {
    setNavigatorOnline(true)
    renderUi(<OnlineIndicator />)
    fireEvent.click(screen.getByTestId('online-indicator'))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 })
    expect(dialog.textContent).toContain('Online')
    expect(dialog.textContent).not.toContain('Offline')
  })

  it('and Offline since the time the connection went, while offline', async () => {
    setNavigatorOnline(true)
    const unreachable = async () => {
      throw new TypeError('Failed to fetch')
    }
    stop = startOnlineStatus({ healthUrl: '/api/health', fetch: unreachable as typeof fetch })
    setNavigatorOnline(false)
    renderUi(<OnlineIndicator />)
    fireEvent.click(screen.getByTestId('online-indicator'))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 })
    expect(dialog.textContent).toMatch(/Offline since \d{2}:\d{2}/)
    setNavigatorOnline(true)
  })
})
