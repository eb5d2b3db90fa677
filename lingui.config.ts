import { defineConfig } from '@lingui/conf'

/**
 * The production-analytics screens have catalogs of their own, loaded by their routes
 * (loadAreaCatalog in src/app/i18n): `production` for plant control, historical, statistics and inactivities (and the shared date range filter), `order` for the
 * order detail and operation analytics; `documents` for the technical documents and the shared PDF
 * viewer (a route that shows the viewer loads it); `maintenance` for the maintenance assistant (`requests` for its work requests' page); `costing` for job costing; `setup` for job set-up (shared jobs, the genius board); `configuration` for the user configuration modal and the plant configuration screen. Their hundreds of messages stay out of the first load of
 * /login and /home. Every other message is in `messages`, loaded with the language.
 */
const paths = (features: string[]) => features.map((f) => `<rootDir>/src/features/${f}/**`)
const productionFeatures = [
  ...paths(['plant-control', 'historical', 'statistics']),
  '<rootDir>/src/components/date-range/**',
]
const orderFeatures = paths(['order-detail', 'operation-analytics'])
const documentFeatures = [...paths(['documents']), '<rootDir>/src/components/pdf-viewer/**']
const maintenanceFeatures = paths(['maintenance'])
/** The work requests' page and forms (issue 31): loaded by their route only, not by every maintenance page. */
const requestFeatures = ['<rootDir>/src/features/maintenance/components/requests/**']
const costingFeatures = paths(['job-costing'])
const setupFeatures = paths(['shared-jobs', 'genius-board'])
const configurationFeatures = paths(['user-config', 'plant-configuration'])

/** Six interface languages (spec 000 §9); messages are written in English in the code. */
export default defineConfig({
  sourceLocale: 'en_EN',
  locales: ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT', 'ru_RU'],
  fallbackLocales: { default: 'en_EN' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.ts',
        '**/*.test.tsx',
        ...productionFeatures,
        ...orderFeatures,
        ...documentFeatures,
        ...maintenanceFeatures,
        ...costingFeatures,
        ...setupFeatures,
        ...configurationFeatures,
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/production',
      include: productionFeatures,
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/order',
      include: orderFeatures,
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/documents',
      include: documentFeatures,
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/maintenance',
      include: maintenanceFeatures,
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', ...requestFeatures],
    },
    {
      path: '<rootDir>/locales/{locale}/requests',
      include: requestFeatures,
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/costing',
      include: costingFeatures,
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/setup',
      include: setupFeatures,
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
    {
      path: '<rootDir>/locales/{locale}/configuration',
      include: configurationFeatures,
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
})
