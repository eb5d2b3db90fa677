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
import type { Api } from '../../http/api'
import { defineRoute, defineWrite } from '../../http/route'
import { buildAccount } from '../../services/account/session-builder'
import {
  assertPreferenceCodes,
  setDarkMode,
  setLanguages,
  setNotificationEmail,
  setPreferenceCodes,
} from '../../services/account/settings'
import { ownSession, ownSettings, tags } from './shared'

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
  defineRoute(api, {
    method: 'GET',
    url: '/language',
    access: ownSession,
    schema: { tags, summary: 'Interface languages', response: { 200: z.array(languageSchema) } },
    handle: () => [...languages],
  })

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/users/dark-mode',
    access: ownSettings,
    schema: {
      tags,
      summary: 'Turn the dark theme on or off',
      body: darkModeRequestSchema,
      response: { 200: darkModeResponseSchema },
    },
    write: async (tx, { user, body }) => ({ body: await setDarkMode(tx, user.id, body.hasDarkMode) }),
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/update_language',
    access: ownSettings,
    schema: {
      tags,
      summary: 'Set the interface, maintenance and technical languages',
      body: updateLanguageRequestSchema,
      response: { 200: accountStateSchema },
    },
    write: async (tx, { user, body }) => {
      await setLanguages(tx, user.id, body)
      return { body: await accountState(tx, user.id) }
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/modify_user_preferences',
    access: ownSettings,
    schema: {
      tags,
      summary: 'Replace the preference codes: one unit system and one coherent separator pair',
      body: modifyPreferencesRequestSchema,
      response: { 200: accountStateSchema },
    },
    prepare: ({ body }) => assertPreferenceCodes(body.preferences),
    write: async (tx, { user, body }) => {
      await setPreferenceCodes(tx, user.id, body.preferences)
      return { body: await accountState(tx, user.id) }
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/update_notification_configuration',
    access: ownSettings,
    schema: {
      tags,
      summary: 'Turn e-mail notifications on or off, and choose their address',
      body: notificationConfigRequestSchema,
      response: { 200: notificationConfigResponseSchema },
    },
    write: async (tx, { user, body }) => ({
      body: await setNotificationEmail(tx, user.id, body.email, body.address),
    }),
  })
}
