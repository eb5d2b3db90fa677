import { describe, expect, it } from 'vitest'
import { readEnv } from './env'

describe('readEnv', () => {
  it('defaults PUBLIC_URL to this server: its port, and https when TLS is configured', () => {
    expect(readEnv({}).PUBLIC_URL).toBe('http://localhost:8080')
    expect(readEnv({ PORT: '9123' }).PUBLIC_URL).toBe('http://localhost:9123')
    expect(readEnv({ PORT: '8443', TLS_CERT: 'c.pem', TLS_KEY: 'k.pem' }).PUBLIC_URL).toBe(
      'https://localhost:8443',
    )
  })

  it('keeps a PUBLIC_URL that is set', () => {
    expect(readEnv({ PORT: '9123', PUBLIC_URL: 'https://portal.plant.example' }).PUBLIC_URL).toBe(
      'https://portal.plant.example',
    )
  })

  it('logs at warn by default, so requests (info) are not printed unless LOG_LEVEL asks', () => {
    expect(readEnv({}).LOG_LEVEL).toBe('warn')
    expect(readEnv({ LOG_LEVEL: 'info' }).LOG_LEVEL).toBe('info')
    expect(() => readEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })

  it('names the variable that is wrong', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/)
  })
})
