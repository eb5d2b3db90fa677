import { i18n } from '@lingui/core'
import { useEffect } from 'react'
import { activateLocale } from '@/app/i18n'
import type { LanguageCode } from '@/contract/language-codes'

/**
 * A display has no user whose language it could read: it reads in the language its link was made
 * with (issue 31), which comes with every status. Activating it loads that language's catalog
 * (the display's texts and the stop reasons are all in the base catalog) and mirrors it to this
 * device's storage, so the screen's next start paints in it from the first frame.
 */
export function useDisplayLanguage(language: LanguageCode | undefined) {
  useEffect(() => {
    if (language && i18n.locale !== language) void activateLocale(language)
  }, [language])
}
