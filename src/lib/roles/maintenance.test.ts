import { describe, expect, it } from 'vitest'
import { demoUsers } from '../../../server/demo/catalog'
import { filesWorkRequests } from './maintenance'

const rolesOf = (email: string) => demoUsers.find((u) => u.email === email)?.roles ?? []

describe('filesWorkRequests (issue 31)', () => {
  it('lets maintenance users and plant control users file, never the read-only commercial role', () => {
    expect(filesWorkRequests(rolesOf('manager@demo.plant'))).toBe(true)
    expect(filesWorkRequests(rolesOf('operator@demo.plant'))).toBe(true)
    expect(filesWorkRequests(rolesOf('tech@demo.plant'))).toBe(true)
    // Plant control alone is enough.
    expect(filesWorkRequests(['ROLE_USER', 'ROLE_PRODUCTION_ANALYTICS'])).toBe(true)
    // sales@ sees plant control but changes nothing.
    expect(filesWorkRequests(rolesOf('sales@demo.plant'))).toBe(false)
    expect(filesWorkRequests(['ROLE_USER', 'ROLE_DOC'])).toBe(false)
  })
})
