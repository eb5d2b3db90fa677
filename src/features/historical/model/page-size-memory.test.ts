// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { rememberedPageSize, rememberPageSize, withRememberedSize } from './page-size-memory'
import { pageSizeOf } from './search-params'

describe('the historical page size kept on the device', () => {
  afterEach(() => localStorage.clear())

  it('is the spec 10 on a first visit, then the last size chosen', () => {
    expect(pageSizeOf(withRememberedSize({}))).toBe(10)
    rememberPageSize(50)
    expect(rememberedPageSize()).toBe(50)
    expect(pageSizeOf(withRememberedSize({}))).toBe(50)
  })

  it('gives way to a size in the address, and keeps only the sizes offered', () => {
    rememberPageSize(50)
    expect(pageSizeOf(withRememberedSize({ size: 25 }))).toBe(25)
    rememberPageSize(7)
    expect(rememberedPageSize()).toBe(50)
    localStorage.setItem('plant-portal.historical.page-size', 'lots')
    expect(rememberedPageSize()).toBeUndefined()
  })
})
