/**
 * The portal's own terms of service, one document per interface language (spec 002 §2.8, §9
 * "Terms PDFs exist per language"). The texts live in server/assets/terms/, one file a language,
 * so a translator edits one file; terms-pdf.ts renders them.
 */
import { type LanguageCode, languageCodes } from '../../../src/contract/language-codes'
import { termsCa } from '../../assets/terms/ca-es'
import { termsEn } from '../../assets/terms/en-en'
import { termsEs } from '../../assets/terms/es-es'
import { termsFr } from '../../assets/terms/fr-fr'
import { termsPt } from '../../assets/terms/pt-pt'
import { termsRu } from '../../assets/terms/ru-ru'
import type { TermsDocument } from '../../assets/terms/terms-document'
import { row } from '../../documents/texts'

const documents = row<TermsDocument>(termsCa, termsEn, termsEs, termsFr, termsPt, termsRu)

export const termsLanguages = languageCodes

export function termsContent(language: LanguageCode): TermsDocument {
  return documents[language]
}

/**
 * Where a user reads the terms. A company may point to its own document (an absolute http(s)
 * address); anything else, such as the demo's old '/terms' placeholder that led back to the terms
 * screen, gives the portal's document in the user's language.
 */
export function termsUrlFor(language: LanguageCode, companyTermsUrl: string | null): string {
  if (companyTermsUrl && /^https?:\/\//i.test(companyTermsUrl)) return companyTermsUrl
  return `/api/terms/${language}.pdf`
}
