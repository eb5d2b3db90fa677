import { describe, expect, it } from 'vitest'
import { bestGrid, CARD_EM, cellTextPx, gapPx, minTextPx, pageCapacity, pageGrid } from './display-layout'

/** The grid area the display leaves on a screen: its padding and a header line of 1.3 floors. */
function areaOf(viewport: { width: number; height: number }) {
  const gap = gapPx(viewport)
  const floor = minTextPx(viewport)
  return { width: viewport.width - 2 * gap, height: viewport.height - 3 * gap - 1.3 * floor }
}

const screens = {
  hd: { width: 1280, height: 720 },
  fullHd: { width: 1920, height: 1080 },
  uhd: { width: 3840, height: 2160 },
  portrait: { width: 1080, height: 1920 },
}

describe('the text floor', () => {
  it('is 24 px on a 1280x720 screen and grows with a larger one, never below 24', () => {
    expect(minTextPx(screens.hd)).toBe(24)
    expect(minTextPx(screens.fullHd)).toBe(36)
    expect(minTextPx(screens.uhd)).toBe(72)
    expect(minTextPx(screens.portrait)).toBe(24)
    expect(minTextPx({ width: 800, height: 600 })).toBe(24)
  })
})

describe('the grid', () => {
  it('gives a cell the text its narrower side allows', () => {
    const area = { width: CARD_EM.width * 30, height: CARD_EM.height * 20 }
    expect(cellTextPx(area, 0, 1, 1)).toBe(20)
    expect(cellTextPx(area, 0, 2, 1)).toBe(15)
  })

  it('lays the 12-machine demo plant out on one page at the four screen sizes, text at the floor or above', () => {
    for (const [name, viewport] of Object.entries(screens)) {
      const area = areaOf(viewport)
      const gap = gapPx(viewport)
      const floor = minTextPx(viewport)
      expect(pageCapacity(area, gap, floor), name).toBeGreaterThanOrEqual(12)
      const grid = pageGrid(12, area, gap, floor)
      expect(grid.columns * grid.rows, name).toBeGreaterThanOrEqual(12)
      expect(grid.textPx, name).toBeGreaterThanOrEqual(floor)
    }
  })

  it('uses rows of four on a landscape screen and fewer columns on a portrait one', () => {
    expect(bestGrid(12, areaOf(screens.fullHd), gapPx(screens.fullHd))).toMatchObject({ columns: 4, rows: 3 })
    expect(bestGrid(12, areaOf(screens.portrait), gapPx(screens.portrait)).columns).toBeLessThanOrEqual(3)
  })

  it('holds fewer than 40 machines on a 1280x720 page, so a 40-machine plant pages', () => {
    const capacity = pageCapacity(areaOf(screens.hd), gapPx(screens.hd), 24)
    expect(capacity).toBeLessThan(40)
    expect(pageGrid(capacity, areaOf(screens.hd), gapPx(screens.hd), 24).textPx).toBeGreaterThanOrEqual(24)
  })

  it('caps the text of a few machines on a big screen, and keeps one card on a tiny one', () => {
    const floor = minTextPx(screens.fullHd)
    expect(pageGrid(1, areaOf(screens.fullHd), gapPx(screens.fullHd), floor).textPx).toBe(floor * 2.5)
    expect(pageCapacity({ width: 100, height: 100 }, 6, 24)).toBe(1)
  })

  it('never picks a grid with fewer cells than cards', () => {
    for (let count = 1; count <= 60; count++) {
      const grid = bestGrid(count, areaOf(screens.fullHd), 9)
      expect(grid.columns * grid.rows).toBeGreaterThanOrEqual(count)
      expect(grid.columns * (grid.rows - 1)).toBeLessThan(count)
    }
  })
})
