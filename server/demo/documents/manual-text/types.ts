/**
 * The shape of a demo manual's text. Each language is one module (en.ts, es.ts, fr.ts) exporting a
 * `ManualText`; the PDF renderer turns it into an outlined, paginated manual (one topic per page).
 */
import type { DocumentSection } from '../../../../src/contract/documents'

/** What a manual's text may depend on: the machine it documents. */
export interface MachineFacts {
  name: string
  model: string
  serialNumber: string
  line: string
  decks: number
  maxSpeed: number
}

export interface Topic {
  title: string
  /** Paragraphs of the page; the first topic of a chapter opens it. */
  paragraphs: string[]
  /** A schematic drawing under the text, labelled with these parts. */
  drawing?: string[]
}

export interface Chapter {
  title: string
  topics: Topic[]
}

export interface ManualText {
  /** 'Contents', 'Page', 'Serial number' and the like, in this language. */
  words: { contents: string; page: string; serialNumber: string; figure: string }
  titles: Record<DocumentSection, string>
  chapters: (section: DocumentSection, machine: MachineFacts) => Chapter[]
}
