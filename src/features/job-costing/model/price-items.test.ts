import { describe, expect, it } from 'vitest'
import { inkItems, materialItems, pricesByItem, swatchColour } from './price-items'

describe('grid entries', () => {
  it('orders ink groups by number and keeps their colour', () => {
    const items = inkItems([
      { id: 12, number: 2, hex: '#EC008C', description: 'Process magenta' },
      { id: 11, number: 1, hex: '#00AEEF', description: 'Process cyan' },
    ])
    expect(items).toEqual([
      { id: 11, number: 1, label: 'Process cyan', hex: '#00AEEF' },
      { id: 12, number: 2, label: 'Process magenta', hex: '#EC008C' },
    ])
  })

  it('orders materials by name, without number or colour', () => {
    const items = materialItems([
      { id: 2, name: 'pet 12' },
      { id: 1, name: 'BOPP 20' },
    ])
    expect(items.map((i) => i.label)).toEqual(['BOPP 20', 'pet 12'])
    expect(items[0]).toMatchObject({ number: null, hex: null })
  })

  it('maps a period prices by item', () => {
    const map = pricesByItem({
      id: 1,
      startDate: '2026-01-01',
      finishDate: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
      prices: [{ itemId: 3, priceId: 9, price: 2.5 }],
    })
    expect(map.get(3)).toBe(2.5)
    expect(pricesByItem(null).size).toBe(0)
  })

  it('draws only real colours', () => {
    expect(swatchColour('#FFFFFF')).toBe('#FFFFFF')
    expect(swatchColour('#abc')).toBe('#abc')
    expect(swatchColour('red;background:url(x)')).toBeNull()
    expect(swatchColour('#12345')).toBeNull()
    expect(swatchColour(null)).toBeNull()
  })
})
