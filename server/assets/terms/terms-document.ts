/** The shape of one language's terms of service: rendered as a PDF by services/account/terms-pdf.ts. */
export interface TermsDocument {
  title: string
  /** "Last updated" line, already written out in the language. */
  updated: string
  intro: string
  sections: { heading: string; paragraphs: string[] }[]
  /** Page footer: "Page" in the language; the number follows. */
  page: string
}
