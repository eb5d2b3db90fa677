// @vitest-environment jsdom

import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { renderRoutes } from '@/offline/testing/render-routes'
import { isUnknownMachine, MachineNotFound } from './machine-not-found'

afterEach(cleanup)

describe('an unknown machine in the documents address', () => {
  it('is told by the 404 the server answers, not by other failures', () => {
    expect(isUnknownMachine(new ApiError(404, 'DOCS_UNAVAILABLE', 'Documentation not available'))).toBe(true)
    expect(isUnknownMachine(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBe(false)
    expect(isUnknownMachine(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(false)
    expect(isUnknownMachine(null)).toBe(false)
  })

  it('says so with the serial number and leads back to the user machines', async () => {
    await renderRoutes(
      {
        '/documents/$machineSN': () => <MachineNotFound machineSN="NOPE" />,
        '/documents': () => <p>Machines list</p>,
      },
      ['/documents/NOPE'],
    )
    expect(await screen.findByRole('heading', { name: 'No documents for this machine' })).toBeTruthy()
    expect(screen.getByText(/None of your machines has the serial number NOPE/)).toBeTruthy()
    expect(screen.queryByText('Uncontrolled error.')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: "Your machines' documents" }))
    expect(await screen.findByText('Machines list')).toBeTruthy()
  })
})
