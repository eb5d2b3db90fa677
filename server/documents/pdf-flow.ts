/**
 * Content that runs down the pages of a PDF between its margins: a new page when the next block
 * does not fit above the footer, with a hook so what must open every page (a table's header
 * repeated, "continued" lines) is drawn there; section headings that never sit alone at the bottom.
 */

export class PdfFlow {
  readonly left: number
  readonly width: number
  /** Drawn at the top of each page `ensure` starts; tables set it while they run. */
  onNewPage: (() => void) | null = null

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly margin: number,
    /** Room kept above the bottom margin for the footer. */
    private readonly footerRoom: number,
  ) {
    this.left = margin
    this.width = doc.page.width - 2 * margin
  }

  bottom() {
    return this.doc.page.height - this.margin - this.footerRoom
  }

  /** Starts a new page when `height` does not fit on this one; true when it did. */
  ensure(height: number): boolean {
    const { doc } = this
    if (doc.y + height <= this.bottom()) return false
    doc.addPage()
    doc.x = this.left
    doc.y = this.margin
    this.onNewPage?.()
    return true
  }

  /** A bold section heading, on a new page when less than 60 pt remain below it. */
  heading(text: string) {
    this.ensure(60)
    this.doc.moveDown(0.8).font('bold').fontSize(12.5).fillColor('#000').text(text, this.left)
    this.doc.moveDown(0.3)
  }
}
