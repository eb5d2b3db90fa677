/**
 * Tables in a PDF that continue over pages: before a row that does not fit, a new page is started
 * and the header row drawn again on it (PdfFlow's hook). Column widths are relative, scaled to the
 * page. Two kinds of cells: wrapped (the row as tall as its tallest cell) or fitted (one line per
 * cell, shrunk down to 6.5 pt, then cut with an ellipsis, in rows of one fixed height).
 */
import type { PdfFlow } from './pdf-flow'

export interface PdfColumn {
  header: string
  /** Relative: the widths are scaled so the columns fill the flow's width. */
  width: number
  align?: 'left' | 'right'
}

export interface TableStyle {
  /** Font size of the cells, pt. */
  size: number
  padX: number
  padY: number
  /** One line per cell in rows of this height; cells wrap when absent. */
  fitRowHeight?: number
}

export interface RowStyle {
  /** Every cell bold, or only the cell of this column. */
  bold?: boolean | number
  /** A background colour behind the row. */
  fill?: string
  /** The colour of the rule under the row; none when absent. */
  rule?: string
  /** A coloured dot before the text of one column: [column, colour]. */
  marker?: [number, string]
}

/** Room for a marker's dot. */
const MARKER = 9
const MIN_FIT_SIZE = 6.5

export class PdfTable {
  readonly widths: number[]

  constructor(
    private readonly flow: PdfFlow,
    readonly columns: readonly PdfColumn[],
    private readonly style: TableStyle,
  ) {
    const scale = flow.width / columns.reduce((s, c) => s + c.width, 0)
    this.widths = columns.map((c) => c.width * scale)
  }

  private isBold(row: RowStyle, i: number) {
    return row.bold === true || row.bold === i
  }

  private room(row: RowStyle, i: number) {
    return this.widths[i] - 2 * this.style.padX - (row.marker?.[0] === i ? MARKER : 0)
  }

  /** The text at the style's size, or smaller down to 6.5 pt, or cut with an ellipsis. */
  private fitted(text: string, room: number) {
    const { doc } = this.flow
    let size = this.style.size
    doc.fontSize(size)
    while (doc.widthOfString(text) > room && size > MIN_FIT_SIZE) {
      size -= 0.5
      doc.fontSize(size)
    }
    if (doc.widthOfString(text) <= room) return text
    let cut = text
    while (cut.length > 1 && doc.widthOfString(`${cut}…`) > room) cut = cut.slice(0, -1)
    return `${cut}…`
  }

  /** The height the row takes. */
  height(cells: readonly string[], row: RowStyle = {}): number {
    if (this.style.fitRowHeight !== undefined) return this.style.fitRowHeight
    const { doc } = this.flow
    let height = 0
    cells.forEach((cell, i) => {
      doc.font(this.isBold(row, i) ? 'bold' : 'regular').fontSize(this.style.size)
      const room = this.room(row, i)
      const h =
        doc.widthOfString(cell) <= room
          ? doc.currentLineHeight(true)
          : doc.heightOfString(cell, { width: room })
      if (h > height) height = h
    })
    return height + 2 * this.style.padY
  }

  /** Draws the row at the flow's position (no page check) and moves below it. */
  draw(cells: readonly string[], row: RowStyle = {}) {
    const { doc, left, width } = this.flow
    const { padX, padY, size, fitRowHeight } = this.style
    const height = this.height(cells, row)
    const y = doc.y
    if (row.fill) doc.rect(left, y, width, height).fill(row.fill)
    let x = left
    cells.forEach((cell, i) => {
      let textX = x + padX
      if (row.marker?.[0] === i) {
        doc.circle(textX + 3, y + padY + 4.5, 3).fill(row.marker[1])
        textX += MARKER
      }
      const room = this.room(row, i)
      const align = this.columns[i].align ?? 'left'
      doc.font(this.isBold(row, i) ? 'bold' : 'regular').fillColor('#000')
      if (fitRowHeight !== undefined) {
        doc.text(this.fitted(cell, room), textX, y + padY, { width: room, align, lineBreak: false })
      } else {
        doc.fontSize(size).text(cell, textX, y + padY, { width: room, align })
      }
      x += this.widths[i]
    })
    if (row.rule) {
      doc
        .moveTo(left, y + height)
        .lineTo(left + width, y + height)
        .lineWidth(0.4)
        .strokeColor(row.rule)
        .stroke()
    }
    doc.x = left
    doc.y = y + height
  }

  /** The header row: bold, ruled darker. */
  header() {
    this.draw(
      this.columns.map((c) => c.header),
      { bold: true, rule: '#444' },
    )
  }

  /**
   * The header (unless every column's is empty), then the rows, each on a new page when it does not
   * fit, with the header again at its top. `empty` is the first cell of the one row shown for none.
   */
  rows(
    rows: readonly (readonly string[])[],
    options: { row?: RowStyle; boldLast?: boolean; empty?: string } = {},
  ) {
    const { flow } = this
    const hasHeader = this.columns.some((c) => c.header)
    const headerCells = this.columns.map((c) => c.header)
    if (hasHeader) {
      flow.ensure(this.height(headerCells, { bold: true }))
      this.header()
    }
    const list =
      rows.length === 0 && options.empty !== undefined
        ? [[options.empty, ...this.columns.slice(1).map(() => '')]]
        : rows
    const outer = flow.onNewPage
    flow.onNewPage = hasHeader ? () => this.header() : null
    list.forEach((cells, i) => {
      const style: RowStyle = {
        rule: '#ccc',
        ...options.row,
        ...(options.boldLast && i === list.length - 1 ? { bold: true } : {}),
      }
      flow.ensure(this.height(cells, style))
      this.draw(cells, style)
    })
    flow.onNewPage = outer
  }
}
