// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { afterLoginTarget, isInternalPath, legacyRedirect, loginRedirectTo } from './redirects'

describe('legacyRedirect', () => {
  it('maps /#/* to the plain path', () => {
    expect(legacyRedirect('/', '', '#/historical')).toBe('/historical')
    expect(legacyRedirect('/', '', '#/machine-control/abc/12/1700000000?x=1')).toBe(
      '/machine-control/abc/12/1700000000?x=1',
    )
  })

  it('strips /new and /new/*, keeping search and hash', () => {
    expect(legacyRedirect('/new')).toBe('/')
    expect(legacyRedirect('/new/')).toBe('/')
    expect(legacyRedirect('/new/home')).toBe('/home')
    expect(legacyRedirect('/new/historical', '?page=2', '#top')).toBe('/historical?page=2#top')
    expect(legacyRedirect('/new', '', '#/statistics')).toBe('/statistics')
  })

  it('leaves plain paths, look-alikes and the login hash alone', () => {
    expect(legacyRedirect('/home')).toBeNull()
    expect(legacyRedirect('/newsletter')).toBeNull()
    expect(legacyRedirect('/login', '', '#/historical')).toBeNull()
    expect(legacyRedirect('/', '', '#section')).toBeNull()
  })

  it('never leaves the app through a crafted hash', () => {
    expect(legacyRedirect('/', '', '#//evil.example.com')).toBe('/')
  })
})

describe('afterLoginTarget', () => {
  it('prefers redirectTo, then the hash, then /home', () => {
    expect(afterLoginTarget('/historical?x=1', '#/statistics')).toBe('/historical?x=1')
    expect(afterLoginTarget(undefined, '#/statistics')).toBe('/statistics')
    expect(afterLoginTarget(undefined, '')).toBe('/home')
  })

  it('rejects external and login targets', () => {
    expect(afterLoginTarget('https://evil.example.com', '')).toBe('/home')
    expect(afterLoginTarget('//evil.example.com/x', '')).toBe('/home')
    expect(afterLoginTarget('/login?redirectTo=/x', '#/login')).toBe('/home')
    expect(afterLoginTarget('javascript:alert(1)', '#/maintenance')).toBe('/maintenance')
  })
})

describe('loginRedirectTo', () => {
  it('remembers only meaningful internal places', () => {
    expect(loginRedirectTo('/maintenance/today')).toBe('/maintenance/today')
    expect(loginRedirectTo('/home')).toBeUndefined()
    expect(loginRedirectTo('/login')).toBeUndefined()
    expect(loginRedirectTo('/')).toBeUndefined()
    expect(isInternalPath('/\\evil')).toBe(false)
  })
})
