// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultUnitPreferences, type UnitPreferences } from '@/lib/format/unit-preferences'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { SizeFilter } from './size-filter'

const imperial: UnitPreferences = { ...defaultUnitPreferences, length: 'ft', speed: 'ft/min', width: 'in' }

beforeAll(installDomShims)
afterEach(cleanup)

describe('SizeFilter', () => {
  it('shows an imperial user the link’s mm in inches and sends typed inches as mm', () => {
    const onCommit = vi.fn()
    renderUi(<SizeFilter kind="width" size="xs" value="500" prefs={imperial} onCommit={onCommit} />)
    const input = screen.getByLabelText('Width (in)') as HTMLInputElement
    expect(input.value).toBe('19.69')
    fireEvent.change(input, { target: { value: '20' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onCommit).toHaveBeenCalledWith('508')
  })

  it('keeps a metric user in mm, clears on empty, and sends nothing for text that is no number', () => {
    const onCommit = vi.fn()
    renderUi(
      <SizeFilter kind="format" size="xs" value="600" prefs={defaultUnitPreferences} onCommit={onCommit} />,
    )
    const input = screen.getByLabelText('Format (mm)') as HTMLInputElement
    expect(input.value).toBe('600')
    fireEvent.change(input, { target: { value: 'wide' } })
    fireEvent.blur(input)
    expect(onCommit).not.toHaveBeenCalled()
    expect(screen.getByText('Enter a number.')).toBeTruthy()
    fireEvent.change(input, { target: { value: '' } })
    expect(screen.queryByText('Enter a number.')).toBeNull()
    fireEvent.blur(input)
    expect(onCommit).toHaveBeenCalledWith(null)
  })
})
