// @vitest-environment jsdom

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureInstallPrompt } from '@/offline/install-prompt'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { KeepOfflineOffer } from './keep-offline-offer'

const persisted = vi.fn<() => Promise<boolean>>()
const persist = vi.fn<() => Promise<boolean>>()

beforeAll(() => {
  installDomShims()
  captureInstallPrompt()
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { persisted, persist } })
})
beforeEach(() => {
  localStorage.clear()
  persisted.mockResolvedValue(false)
  persist.mockResolvedValue(true)
})
afterEach(cleanup)

describe("the technician's offer to keep offline work safe", () => {
  it('asks to keep the data until the browser does, and remembers "not now"', async () => {
    renderUi(<KeepOfflineOffer />)
    fireEvent.click(await screen.findByRole('button', { name: 'Keep data on this device' }))
    expect(persist).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByTestId('keep-offline-offer')).toBeNull())

    cleanup()
    renderUi(<KeepOfflineOffer />)
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }))
    expect(screen.queryByTestId('keep-offline-offer')).toBeNull()
    cleanup()
    renderUi(<KeepOfflineOffer />)
    await act(() => Promise.resolve())
    expect(screen.queryByTestId('keep-offline-offer')).toBeNull()
  })

  it("offers the browser's install dialog once the browser offers installation", async () => {
    persisted.mockResolvedValue(true)
    renderUi(<KeepOfflineOffer />)
    await act(() => Promise.resolve())
    expect(screen.queryByTestId('keep-offline-offer')).toBeNull()
    const prompt = vi.fn(async () => {})
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    })
    act(() => {
      window.dispatchEvent(offer)
    })
    expect(offer.defaultPrevented).toBe(true)
    fireEvent.click(await screen.findByRole('button', { name: 'Install the app' }))
    expect(prompt).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByTestId('keep-offline-offer')).toBeNull())
  })
})
