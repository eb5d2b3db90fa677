// @vitest-environment jsdom

import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultUnitPreferences } from '@/lib/format/unit-preferences'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { emptyUsageForm } from '../../model/task-usage'
import TaskUsageProgress from './task-usage-progress'
import UsageFieldset from './usage-fieldset'

vi.mock('@/offline/session-store', () => ({
  useSession: () => ({ user: { userId: 7, roles: [], preferences: [] } }),
}))

beforeAll(installDomShims)
afterEach(cleanup)

describe('a task’s usage progress', () => {
  it('shows each counter over its threshold, its bar and its forecast', () => {
    renderUi(
      <TaskUsageProgress
        progress={[
          { counter: 'meters', value: 125_000, threshold: 250_000, forecastDay: '2026-12-14' },
          { counter: 'hours', value: 12.5, threshold: 400, forecastDay: null },
        ]}
      />,
    )
    expect(screen.getByText('125,000 m of 250,000 m')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Length printed: 125,000 m of 250,000 m' })).toBeTruthy()
    expect(screen.getByText('Expected around 14/12/2026')).toBeTruthy()
    expect(screen.getByText('12.5 h of 400 h')).toBeTruthy()
    expect(screen.getByText('No recent production to forecast from')).toBeTruthy()
  })
})

describe('the task form’s “Recurs by use”', () => {
  it('sends what is typed and shows a counter out of range', () => {
    const onChange = vi.fn()
    renderUi(
      <UsageFieldset
        value={emptyUsageForm}
        errors={{ hours: 'out-of-range' }}
        prefs={defaultUnitPreferences}
        onChange={onChange}
      />,
    )
    fireEvent.change(screen.getByRole('textbox', { name: 'Finished orders' }), { target: { value: '40' } })
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyUsageForm, orders: 40 })
    expect(screen.getByText('Value out of range.')).toBeTruthy()
  })
})
