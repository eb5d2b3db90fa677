// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/offline/db'
import { enqueueCommand } from '../outbox/outbox'
import { installDomShims, renderUi } from '../testing/render'
import { PendingChanges } from './pending-changes'

beforeAll(installDomShims)
afterEach(cleanup)
beforeEach(async () => {
  await db.outbox.clear()
  await db.outboxBlobs.clear()
})

function queue(summary: string) {
  return enqueueCommand({
    userId: 1,
    scope: 'sat_mail',
    method: 'POST',
    url: 'sat_mail',
    body: { kind: 'json', value: {} },
    kind: 'support-message',
    summary,
  })
}

describe('pending changes panel', () => {
  it('lists queued commands with their state and the server message of a refused one', async () => {
    await queue('Printer jams')
    const refused = await queue('Ink alarm')
    await db.outbox.update(refused.id, {
      status: 'rejected',
      attempts: 1,
      error: { status: 400, code: 'VALIDATION_ERROR', message: 'Subject is too long' },
    })
    renderUi(<PendingChanges userId={1} />)
    expect(await screen.findByText('Printer jams')).toBeTruthy()
    expect(screen.getByText('Waiting to be sent')).toBeTruthy()
    expect(screen.getByText('Refused by the server')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      'Form errors, please review the fields.Subject is too long',
    )
  })

  it('retry puts a refused command back in the queue with the same id; discard asks first', async () => {
    const refused = await queue('Ink alarm')
    await db.outbox.update(refused.id, {
      status: 'conflict',
      error: { status: 409, code: 'VERSION_CONFLICT', message: 'Changed by someone else' },
    })
    renderUi(<PendingChanges userId={1} />)
    await screen.findByText('Conflict: changed elsewhere')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    })
    await waitFor(async () => expect((await db.outbox.get(refused.id))?.status).toBe('pending'))
    await screen.findByText('Waiting to be sent')

    fireEvent.click(screen.getByRole('button', { name: 'Discard…' }))
    expect(screen.getByText('Discard this change? It will not be sent.')).toBeTruthy()
    expect(await db.outbox.count()).toBe(1)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    })
    await screen.findByText('No pending changes: everything has been sent.')
    expect(await db.outbox.count()).toBe(0)
  })
})
