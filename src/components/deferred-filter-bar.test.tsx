// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { installDomShims, renderUi, stubMatchMedia } from '@/offline/testing/render'
import { DeferredFilterBar, type StandInField, useOpenOnMount } from './deferred-filter-bar'

const fields: StandInField[] = [
  { key: 'machines', label: 'Machines', placeholder: 'All', w: 200, chevron: true },
  { key: 'days', label: 'Days', placeholder: 'Any day', w: 230 },
]

/** The real fields: each a button that counts the clicks it gets. */
const clicks: string[] = []
function RealFields({ opening }: { opening: string | null }) {
  const ref = useOpenOnMount<HTMLDivElement>(opening)
  return (
    <div ref={ref}>
      {fields.map((f) => (
        <button key={f.key} type="button" data-filter-key={f.key} onClick={() => clicks.push(f.key)}>
          real {f.label}
        </button>
      ))}
    </div>
  )
}

/** A bar whose filter is set until "clear" is pressed. */
function Harness() {
  const [live, setLive] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setLive(false)}>
        clear
      </button>
      <DeferredFilterBar fields={fields} preload={() => Promise.resolve()} live={live}>
        {(opening) => <RealFields opening={opening} />}
      </DeferredFilterBar>
    </>
  )
}

beforeAll(() => {
  installDomShims()
  stubMatchMedia(() => false)
})
afterEach(() => {
  cleanup()
  clicks.length = 0
})

describe('DeferredFilterBar', () => {
  it('draws labelled stand-ins, warms the module on approach, and opens the clicked field once loaded', async () => {
    const preload = vi.fn(() => Promise.resolve())
    renderUi(
      <DeferredFilterBar fields={fields} preload={preload} live={false}>
        {(opening) => <RealFields opening={opening} />}
      </DeferredFilterBar>,
    )
    expect(screen.queryByText(/^real/)).toBeNull()
    const days = screen.getByRole('button', { name: 'Days' })
    expect(days.textContent).toContain('Any day')
    fireEvent.pointerEnter(days.closest('.mantine-Group-root') as Element)
    expect(preload).toHaveBeenCalled()

    await act(async () => fireEvent.click(days))
    // The real fields replaced the stand-ins; the one clicked got the focus and the click.
    expect(screen.getByText('real Days')).toBeTruthy()
    expect(document.activeElement?.getAttribute('data-filter-key')).toBe('days')
    expect(clicks).toEqual(['days'])
  })

  it('shows the real fields at once when a filter is set, and keeps them when it is cleared', () => {
    renderUi(<Harness />)
    expect(screen.getByText('real Machines')).toBeTruthy()
    // Nothing was clicked: nothing opens by itself.
    expect(clicks).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'clear' }))
    expect(screen.getByText('real Machines')).toBeTruthy()
  })
})
