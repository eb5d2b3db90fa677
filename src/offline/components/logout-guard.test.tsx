// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/offline/db'
import { enqueueCommand } from '../outbox/outbox'
import { installDomShims, renderUi } from '../testing/render'
import { useGuardedLogout } from './logout-guard'

beforeAll(installDomShims)
afterEach(cleanup)
beforeEach(async () => {
  await db.outbox.clear()
})

function LogoutButton({ logout }: { logout: () => void }) {
  const guarded = useGuardedLogout(3, logout)
  return (
    <>
      <button type="button" onClick={guarded.request}>
        Log out
      </button>
      {guarded.dialog}
    </>
  )
}

describe('logout with pending commands', () => {
  it('logs out at once when nothing is queued', async () => {
    const logout = vi.fn()
    renderUi(<LogoutButton logout={logout} />)
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1))
  })

  it('asks first when this user has queued commands, and keeps them', async () => {
    await enqueueCommand({
      userId: 3,
      scope: 's',
      method: 'POST',
      url: 'x',
      body: { kind: 'none' },
      kind: 'k',
      summary: 's',
    })
    const logout = vi.fn()
    renderUi(<LogoutButton logout={logout} />)
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(await screen.findByText(/1 of your changes have not been sent yet/)).toBeTruthy()
    expect(logout).not.toHaveBeenCalled()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }))
    })
    expect(logout).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    })
    expect(logout).toHaveBeenCalledTimes(1)
    expect(await db.outbox.count()).toBe(1)
  })
})
