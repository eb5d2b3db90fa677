/** The terms of service, one PDF per interface language (spec 002 §2.8, §9). */
import { z } from 'zod'
import { languageCodes } from '../../../src/contract/language-codes'
import type { AppContext } from '../../context'
import { contentDisposition } from '../../documents/content-disposition'
import { publicAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { termsPdf } from '../../services/account/terms-pdf'
import { tags } from './shared'

export async function termsRoutes(api: Api, _ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/terms/:document',
    // Public: the terms are read before they are accepted, and from the sign-in pages' footer.
    access: publicAccess,
    download: 'application/pdf',
    schema: {
      tags,
      summary: 'The terms of service as a PDF, for example /api/terms/es_ES.pdf',
      params: z.object({
        document: z.templateLiteral([z.enum(languageCodes), '.pdf']),
      }),
    },
    handle: async ({ params, reply }) => {
      const language = params.document.slice(0, -'.pdf'.length) as (typeof languageCodes)[number]
      const pdf = await termsPdf(language)
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('inline', `terms-${language}.pdf`))
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf)
    },
  })
}
