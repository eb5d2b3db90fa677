// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { onlineManager } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Session } from '@/contract/session'
import { db } from '@/offline/db'
import { saveSession } from '@/offline/session-store'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { SupportPanel } from './support-panel'

beforeAll(async () => {
  installDomShims()
  await saveSession({ token: 't', user: { userId: 4, hasDarkMode: true } } as unknown as Session)
})
beforeEach(async () => {
  await db.outbox.clear()
  await db.outboxBlobs.clear()
  onlineManager.setOnline(false)
})
afterEach(() => {
  cleanup()
  onlineManager.setOnline(true)
})

describe('support panel, offline', () => {
  it('saves the message with its photo in the outbox and shows it as waiting', async () => {
    renderUi(<SupportPanel opened onClose={() => {}} />)
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Anilox scratched' } })
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'See photo' } })
    const photo = new File([new Uint8Array([1, 2, 3])], 'anilox.png', { type: 'image/png' })
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement
    Object.defineProperty(fileInput, 'files', { configurable: true, value: [photo] })
    fireEvent.change(fileInput)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    })
    expect(
      await screen.findByText(
        'Saved on this device. The message will be sent as soon as there is a connection.',
      ),
    ).toBeTruthy()
    const [command] = await db.outbox.toArray()
    expect(command).toMatchObject({
      userId: 4,
      method: 'POST',
      url: 'sat_mail',
      kind: 'support-message',
      summary: 'Anilox scratched',
      status: 'pending',
      invalidate: [['support', 'sent']],
      body: {
        kind: 'multipart',
        fields: [
          ['subject', 'Anilox scratched'],
          ['message', 'See photo'],
        ],
      },
    })
    expect(command.body.kind === 'multipart' && command.body.files).toEqual([
      { field: 'photos', blobId: expect.any(String), fileName: 'anilox.png' },
    ])
    const [blob] = await db.outboxBlobs.toArray()
    expect(blob).toMatchObject({ commandId: command.id, type: 'image/png', size: 3 })
    // The form is cleared and the message is listed as waiting to be sent.
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('')
    expect(await screen.findByText('Waiting to be sent')).toBeTruthy()
  })
})
