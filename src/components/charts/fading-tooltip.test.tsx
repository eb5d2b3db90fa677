// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { cloneElement, type ReactElement, useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { CHART_FADE_CLASS, fadingTooltip } from './fading-tooltip'

const series = [{ name: 'orders', label: 'Orders', color: 'indigo.6' }]
const point = (value: number) => [
  { name: 'orders', dataKey: 'orders', value, color: 'indigo', payload: { orders: value } },
]
const finish = fadingTooltip({ series, valueFormatter: (v) => `${v} orders` })
const content = finish.tooltipProps.content as ReactElement<Record<string, unknown>>

/** What Recharts does: draws the content by cloning it with the pointer's label and payload. */
let show: (props: Record<string, unknown>) => void = () => {}
function RechartsLike() {
  const [props, setProps] = useState<Record<string, unknown>>({ label: 'W12', payload: [] })
  show = setProps
  return cloneElement(content, props)
}

describe('fadingTooltip', () => {
  beforeAll(installDomShims)

  it('marks the chart for the fade and keeps the last point while the tooltip fades out', () => {
    expect(finish.className).toBe(CHART_FADE_CLASS)
    renderUi(<RechartsLike />)
    expect(screen.queryByText('W12')).toBeNull()
    act(() => show({ label: 'W12', payload: point(7) }))
    expect(screen.getByText('W12')).toBeTruthy()
    expect(screen.getByText('7 orders')).toBeTruthy()
    // The pointer left: Recharts empties the payload as the box starts to fade.
    act(() => show({ label: undefined, payload: [] }))
    expect(screen.getByText('7 orders')).toBeTruthy()
  })
})
