/**
 * The line-side display's grid (issue 31): every card readable from three metres, none scrolled.
 *
 * A card's parts are sized in em of its smallest text (display.css), so a card is a fixed shape in
 * those units (CARD_EM) and its text size follows from the cell it gets. Of the grids that show the
 * cards, the one with the biggest text wins. The text never goes under a floor: 24 CSS px on a
 * 1280x720 screen, scaled with a larger one (36 px at 1920x1080, 72 px at 3840x2160; a portrait
 * 1080x1920 screen keeps 24). When the cards do not all fit at the floor, the display pages
 * (display-pages.ts) and every page uses the grid of the fullest page, so cards keep their size
 * from page to page.
 */

export interface Size {
  width: number
  height: number
}

export interface Grid {
  columns: number
  rows: number
  /** The cards' smallest text, CSS px (display.css: --pp-card-text). */
  textPx: number
}

/**
 * A card's shape in em of its smallest text: room for the state band, the name, speed and order on
 * one row, progress, the time in state over two lines and one more line (the stop's reason).
 * display.css sizes the card's parts to fit it: change both together.
 */
export const CARD_EM = { width: 12.5, height: 9 } as const

/** Readable from three metres on the reference screen. */
export const MIN_TEXT_PX = 24
const REFERENCE = { width: 1280, height: 720 } as const
/** A line of three machines would otherwise get 150 px text: past 2.5 times the floor nobody gains. */
const MAX_TEXT_RATIO = 2.5

/** The floor of the text on a screen of this size (see the module comment). */
export function minTextPx(viewport: Size): number {
  const scale = Math.min(viewport.width / REFERENCE.width, viewport.height / REFERENCE.height)
  return MIN_TEXT_PX * Math.max(1, scale)
}

/** Space between cards and around the grid: a quarter of the floor, so it scales with the screen. */
export function gapPx(viewport: Size): number {
  return Math.round(minTextPx(viewport) / 4)
}

/** The text a card gets in a grid of `columns` x `rows` cells over `area`, `gap` apart. */
export function cellTextPx(area: Size, gap: number, columns: number, rows: number): number {
  const cellWidth = (area.width - gap * (columns - 1)) / columns
  const cellHeight = (area.height - gap * (rows - 1)) / rows
  return Math.max(0, Math.min(cellWidth / CARD_EM.width, cellHeight / CARD_EM.height))
}

/** The grid showing `count` cards with the biggest text; on a tie, the fewer columns. */
export function bestGrid(count: number, area: Size, gap: number): Grid {
  const cards = Math.max(1, count)
  let best: Grid = { columns: 1, rows: cards, textPx: cellTextPx(area, gap, 1, cards) }
  for (let columns = 2; columns <= cards; columns++) {
    const rows = Math.ceil(cards / columns)
    const textPx = cellTextPx(area, gap, columns, rows)
    if (textPx > best.textPx + 1e-9) best = { columns, rows, textPx }
  }
  return best
}

/** How many cards one page holds with text at `floorPx` at least (one, even on a tiny screen). */
export function pageCapacity(area: Size, gap: number, floorPx: number): number {
  const columns = Math.floor((area.width + gap) / (floorPx * CARD_EM.width + gap))
  const rows = Math.floor((area.height + gap) / (floorPx * CARD_EM.height + gap))
  return Math.max(1, columns * rows)
}

/** The grid for pages of at most `perPage` cards, its text capped (MAX_TEXT_RATIO). */
export function pageGrid(perPage: number, area: Size, gap: number, floorPx: number): Grid {
  const grid = bestGrid(perPage, area, gap)
  return { ...grid, textPx: Math.min(grid.textPx, floorPx * MAX_TEXT_RATIO) }
}
