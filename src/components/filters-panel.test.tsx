// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { installDomShims, renderUi, stubMatchMedia } from '@/offline/testing/render'
import { FiltersPanel } from './filters-panel'

let phone = false
let builds = 0
function CountedFilters() {
  builds += 1
  return <input aria-label="Machine" />
}

beforeAll(() => {
  installDomShims()
  stubMatchMedia((query) => phone && query.includes('max-width'))
})
afterEach(() => {
  cleanup()
  builds = 0
})

describe('FiltersPanel', () => {
  it('on a phone builds the filters only when first opened, and keeps them', () => {
    phone = true
    renderUi(
      <FiltersPanel count={2}>
        <CountedFilters />
      </FiltersPanel>,
    )
    expect(builds).toBe(0)
    expect(screen.queryByLabelText('Machine')).toBeNull()
    const button = screen.getByRole('button', { name: 'Filters (2)' })
    fireEvent.click(button)
    expect(screen.getByLabelText('Machine')).toBeTruthy()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByLabelText('Machine', { selector: 'input' })).toBeTruthy()
  })

  it('from 768 px shows the filters at once, without a button', () => {
    phone = false
    renderUi(
      <FiltersPanel count={0}>
        <CountedFilters />
      </FiltersPanel>,
    )
    expect(screen.getByLabelText('Machine')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Filters' })).toBeNull()
  })
})
