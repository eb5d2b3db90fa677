/**
 * The one check of an uploaded PDF, for every upload that takes one (manuals, the step-by-step PDFs
 * of maintenance tasks): the `%PDF-` signature, then pdf.js reading every page, as the viewer and
 * the search index will. A file that only starts like a PDF (`%PDF-` and then anything) passes the
 * signature but not the read: a 400 naming the form's field, never a stored file no one can open.
 */
import { badRequest } from '../../http/errors'
import { extractPdfText, PdfReadError, type PdfText } from './extract-text'

/** pdfkit and most tools write `%PDF-` first; the spec allows junk before it, within 1 KB. */
export function looksLikePdf(data: Buffer): boolean {
  return data.subarray(0, 1024).includes('%PDF-')
}

/** The signature alone: cheap, before a form's other parts are read. */
export function assertPdfSignature(data: Buffer, field: string, message = 'Only PDF files are accepted') {
  if (!looksLikePdf(data)) throw badRequest(field, message, 'invalid_type')
}

/** The PDF read whole (its page texts), or a 400 naming `field` when it cannot be read or has no pages. */
export async function readUploadedPdf(data: Buffer, field: string): Promise<PdfText> {
  assertPdfSignature(data, field)
  const text = await extractPdfText(data).catch((err: unknown) => {
    if (err instanceof PdfReadError) throw badRequest(field, 'The PDF cannot be read', 'invalid_type')
    throw err
  })
  if (text.pages.length === 0) throw badRequest(field, 'The PDF has no pages', 'invalid_type')
  return text
}
