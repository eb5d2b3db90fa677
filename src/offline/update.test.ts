// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Listener = (event: { isUpdate?: boolean }) => void
const workboxes: FakeWorkbox[] = []
class FakeWorkbox {
  listeners = new Map<string, Listener[]>()
  messageSkipWaiting = vi.fn()
  update = vi.fn(async () => undefined)
  constructor(
    public url: string,
    public options: unknown,
  ) {
    workboxes.push(this)
  }
  addEventListener(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
  }
  fire(name: string, event: { isUpdate?: boolean } = {}) {
    for (const listener of this.listeners.get(name) ?? []) listener(event)
  }
  async register() {
    return { update: this.update }
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }))

const reload = vi.fn()
beforeEach(() => {
  vi.resetModules()
  workboxes.length = 0
  reload.mockReset()
  localStorage.clear()
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} })
  Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } })
})
afterEach(() => vi.useRealTimers())

async function start() {
  const update = await import('./update')
  await update.registerServiceWorker()
  return { update, workbox: workboxes[0] }
}

describe('updates in prompt mode', () => {
  it('a waiting version is announced and activates only when asked, then the page reloads once', async () => {
    const { update, workbox } = await start()
    expect(workbox.url).toBe('/sw.js')
    expect(update.getUpdateState().waiting).toBe(false)
    update.applyUpdate() // nothing waiting: nothing happens
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()

    workbox.fire('waiting')
    expect(update.getUpdateState().waiting).toBe(true)
    workbox.fire('controlling', { isUpdate: true }) // not asked for: no reload
    expect(reload).not.toHaveBeenCalled()

    update.applyUpdate()
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
    workbox.fire('controlling', { isUpdate: true })
    workbox.fire('controlling', { isUpdate: true })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads also when the page was first opened uncontrolled (workbox says isUpdate: false)', async () => {
    const { update, workbox } = await start()
    workbox.fire('controlling', { isUpdate: false }) // the first install claims the page
    expect(reload).not.toHaveBeenCalled()
    workbox.fire('waiting')
    update.applyUpdate()
    workbox.fire('controlling', { isUpdate: false })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('checks for a new version on an interval (pinned screens never navigate)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const { update, workbox } = await start()
    expect(workbox.update).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(update.UPDATE_CHECK_INTERVAL_MS)
    expect(workbox.update).toHaveBeenCalledTimes(1)
  })

  it('"apply when idle" activates the waiting version after the screen was left alone', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const { update, workbox } = await start()
    update.setApplyWhenIdle(true)
    expect(localStorage.getItem('plant-portal.apply-update-when-idle')).toBe('1')
    workbox.fire('waiting')
    await vi.advanceTimersByTimeAsync(update.IDLE_BEFORE_UPDATE_MS - 1_000)
    window.dispatchEvent(new Event('pointerdown')) // someone touched it: wait again
    await vi.advanceTimersByTimeAsync(update.IDLE_BEFORE_UPDATE_MS - 1_000)
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1)
  })

  it('without the setting a waiting version stays waiting', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const { update, workbox } = await start()
    workbox.fire('waiting')
    await vi.advanceTimersByTimeAsync(update.IDLE_BEFORE_UPDATE_MS * 10)
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()
  })
})
