import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, demoUsers } from '../demo/catalog'
import { localUrl, readyLine } from './ready-line'

describe('the ready line of npm start', () => {
  it('names the address and a demo account that exists, with its password', () => {
    const line = readyLine({ url: 'http://localhost:8080', demo: true })
    expect(line).toContain('Plant portal ready: open http://localhost:8080')
    const [, account, password] = /sign in as (\S+) \/ (\S+)/.exec(line) ?? []
    expect(demoUsers.map((u) => u.email)).toContain(account)
    expect(password).toBe(DEMO_PASSWORD)
    // The account named sees every screen: the manager's roles, on all machines.
    const user = demoUsers.find((u) => u.email === account)
    expect(user?.lines).toBeNull()
    expect(user?.hasAcceptedTos).toBe(true)
    expect(user?.roles).toContain('ROLE_ADMIN')
  })

  it('names no account without the demo plant', () => {
    expect(readyLine({ url: 'https://portal.example:8443', demo: false })).toBe(
      'Plant portal ready: open https://portal.example:8443',
    )
  })

  it('gives the browser an address it can open', () => {
    expect(localUrl('0.0.0.0', 8080, false)).toBe('http://localhost:8080')
    expect(localUrl('::', 9000, true)).toBe('https://localhost:9000')
    expect(localUrl('10.1.2.3', 8080, false)).toBe('http://10.1.2.3:8080')
    expect(localUrl('fd00::5', 8080, false)).toBe('http://[fd00::5]:8080')
  })
})
