/** Own settings (spec 002 §2.5, §7.5): languages, theme, unit preferences, e-mail notifications. */
import { z } from 'zod'
import {
  accountStateSchema,
  darkModeRequestSchema,
  darkModeResponseSchema,
  languageSchema,
  modifyPreferencesRequestSchema,
  notificationConfigRequestSchema,
  notificationConfigResponseSchema,
  updateLanguageRequestSchema,
} from '../../../src/contract/account'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { currentUser, requireUser } from '../../http/auth'
import { idempotentWrite } from '../../http/idempotency'
import { buildAccount } from '../../services/account/session-builder'
import {
  assertPreferenceCodes,
  setDarkMode,
  setLanguages,
  setNotificationEmail,
  setPreferenceCodes,
} from '../../services/account/settings'
import type { Api } from '../types'
import { ownSettings, tags } from './shared'

/** Each language named in itself. */
export const languages = [
  { code: 'ca_ES', name: 'Català' },
  { code: 'en_EN', name: 'English' },
  { code: 'es_ES', name: 'Español' },
  { code: 'fr_FR', name: 'Français' },
  { code: 'pt_PT', name: 'Português' },
  { code: 'ru_RU', name: 'Русский' },
] as const

async function accountState(tx: Tx, userId: number) {
  const { user, userConfig } = await buildAccount(tx, userId)
  return { user, userConfig }
}

export async function settingsRoutes(api: Api, ctx: AppContext) {
  api.get(
    '/language',
    {
      schema: { tags, summary: 'Interface languages', response: { 200: z.array(languageSchema) } },
      preValidation: requireUser({ allowWithoutTerms: true }),
    },
    async () => [...languages],
  )

  api.put(
    '/users/dark-mode',
    {
      schema: {
        tags,
        summary: 'Turn the dark theme on or off',
        body: darkModeRequestSchema,
        response: { 200: darkModeResponseSchema },
      },
      preValidation: requireUser(ownSettings),
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(ctx.db, request, reply, async (tx) => ({
        body: await setDarkMode(tx, user.id, request.body.hasDarkMode),
      }))
    },
  )

  api.post(
    '/update_language',
    {
      schema: {
        tags,
        summary: 'Set the interface, maintenance and technical languages',
        body: updateLanguageRequestSchema,
        response: { 200: accountStateSchema },
      },
      preValidation: requireUser(ownSettings),
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(ctx.db, request, reply, async (tx) => {
        await setLanguages(tx, user.id, request.body)
        return { body: await accountState(tx, user.id) }
      })
    },
  )

  api.post(
    '/modify_user_preferences',
    {
      schema: {
        tags,
        summary: 'Replace the preference codes: one unit system and one coherent separator pair',
        body: modifyPreferencesRequestSchema,
        response: { 200: accountStateSchema },
      },
      preValidation: requireUser(ownSettings),
    },
    async (request, reply) => {
      const user = currentUser(request)
      assertPreferenceCodes(request.body.preferences)
      return idempotentWrite(ctx.db, request, reply, async (tx) => {
        await setPreferenceCodes(tx, user.id, request.body.preferences)
        return { body: await accountState(tx, user.id) }
      })
    },
  )

  api.post(
    '/update_notification_configuration',
    {
      schema: {
        tags,
        summary: 'Turn e-mail notifications on or off',
        body: notificationConfigRequestSchema,
        response: { 200: notificationConfigResponseSchema },
      },
      preValidation: requireUser(ownSettings),
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(ctx.db, request, reply, async (tx) => ({
        body: await setNotificationEmail(tx, user.id, request.body.email),
      }))
    },
  )
}
