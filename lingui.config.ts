import { defineConfig } from '@lingui/conf'

/** Six interface languages (spec 000 §9); messages are written in English in the code. */
export default defineConfig({
  sourceLocale: 'en_EN',
  locales: ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT', 'ru_RU'],
  fallbackLocales: { default: 'en_EN' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
})
