import type { MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { errorCodes } from '../../contract/errors'
import { languageCodes } from '../../contract/session'
import {
  apiErrorDescriptor,
  apiErrorMessage,
  apiErrorMessages,
  extraErrorMessages,
  isKnownErrorCode,
} from './api-errors'
import { feedbackMessage, feedbackMessages } from './feedback'
import { machineStateLabels, productionStateLabels } from './machine-states'
import { notificationMessage, notificationMessages } from './notifications'
import { orderLoadError } from './order-errors'
import { i18nWith, loadCommittedCatalog } from './testing/catalog-fixture'

const allDescriptors: [string, MessageDescriptor][] = [
  ...Object.entries(apiErrorMessages),
  ...Object.entries(extraErrorMessages),
  ...Object.entries(feedbackMessages),
  ...Object.entries(notificationMessages),
  ...Object.entries(machineStateLabels).map(([k, d]) => [`state ${k}`, d] as [string, MessageDescriptor]),
  ...Object.entries(productionStateLabels),
]

describe('message catalogue', () => {
  it('has a text for every error code of the contract', () => {
    for (const code of errorCodes) {
      expect(apiErrorMessages[code]?.id, code).toBeTruthy()
      expect(isKnownErrorCode(code)).toBe(true)
    }
  })

  it.each(languageCodes)('is translated in %s', async (locale) => {
    const messages = await loadCommittedCatalog(locale)
    const untranslated = allDescriptors.filter(([, d]) => !d.id || !messages[d.id]).map(([k]) => k)
    expect(untranslated).toEqual([])
  })
})

describe('apiErrorMessage', () => {
  it('translates error codes into the active language', async () => {
    const es = await i18nWith('es_ES')
    expect(apiErrorMessage('MACHINE_NOT_ASSIGNED', es)).toBe(
      'Esta máquina no te está asignada. Pide acceso a tu contacto.',
    )
    expect(apiErrorMessage('ORDER_NOT_FOUND', es)).toBe('La orden no existe.')
    const ru = await i18nWith('ru_RU')
    expect(apiErrorMessage('RATE_LIMITED', ru)).toBe(
      'Слишком много попыток. Подождите немного и повторите попытку.',
    )
    const en = await i18nWith('en_EN')
    expect(apiErrorMessage('MAX_API_KEYS', en)).toBe('The company already has the maximum of 5 API keys.')
  })

  it('gives client-side and unknown codes a text', async () => {
    const fr = await i18nWith('fr_FR')
    expect(apiErrorMessage('NETWORK_ERROR', fr)).toBe('Impossible de se connecter au serveur.')
    expect(apiErrorMessage('HTTP_502', fr)).toBe('Erreur non gérée.')
    expect(apiErrorMessage(undefined, fr)).toBe('Erreur non gérée.')
    // prototype names are not codes
    expect(apiErrorDescriptor('toString')).toBe(apiErrorMessages.INTERNAL_ERROR)
    expect(isKnownErrorCode('constructor')).toBe(false)
  })
})

describe('feedback messages', () => {
  it('fills in values', async () => {
    const ca = await i18nWith('ca_ES')
    expect(feedbackMessage('ORDER_CONTACT_SUPPORT', ca, { email: 'sat@demo.plant' })).toBe(
      'Si necessiteu ajuda, contacteu amb el suport a sat@demo.plant.',
    )
    expect(feedbackMessage('TOAST_UPDATE_FAIL', ca)).toBe("Error d'actualització.")
  })
})

describe('notificationMessage', () => {
  it('translates NOTIFICATION_ORDER_FINISHED with its reference and machine', async () => {
    const pt = await i18nWith('pt_PT')
    const params = { reference: 'PO-1042', machine: 'Flexo CI 1' }
    expect(notificationMessage('NOTIFICATION_ORDER_FINISHED', params, pt)).toBe(
      'A ordem PO-1042 terminou na Flexo CI 1',
    )
    // the server stores the values as JSON text
    expect(notificationMessage('NOTIFICATION_ORDER_FINISHED', JSON.stringify(params), pt)).toBe(
      'A ordem PO-1042 terminou na Flexo CI 1',
    )
  })

  it('shows unknown keys readably and survives unreadable values', async () => {
    const en = await i18nWith('en_EN')
    expect(notificationMessage('NOTIFICATION_FROM_THE_FUTURE', null, en)).toBe('From the future')
    expect(notificationMessage('NOTIFICATION_SOMETHING_NEW', { code: 'X1' }, en)).toBe('Something new: X1')
    // unreadable values count as none: the placeholder stays empty rather than failing
    expect(notificationMessage('NOTIFICATION_MAINTENANCE_TODAY', '{not json', en)).toBe(
      'Maintenance events for today: ',
    )
    expect(notificationMessage('NOTIFICATION_MAINTENANCE_TODAY', '{"count":3}', en)).toBe(
      'Maintenance events for today: 3',
    )
  })
})

describe('machine state labels', () => {
  it('names the five states in the active language', async () => {
    const es = await i18nWith('es_ES')
    expect([1, 2, 3, 4, 5].map((s) => es._(machineStateLabels[s as 1 | 2 | 3 | 4 | 5]))).toEqual([
      'Cambio mecánico',
      'Ajuste y aprobación',
      'Producción',
      'Inactividad',
      'Apagada',
    ])
  })
})

describe('orderLoadError (spec 000 §8)', () => {
  it('maps the HTTP status of the first failing call', () => {
    expect(orderLoadError(400)).toBe('ORDER_TOO_LONG')
    expect(orderLoadError(403)).toBe('MACHINE_NOT_ASSIGNED')
    expect(orderLoadError(404)).toBe('ORDER_NOT_FOUND')
    expect(orderLoadError(500)).toBe('TOAST_FETCH_FAIL')
    expect(orderLoadError(0)).toBe('TOAST_FETCH_FAIL')
    expect(orderLoadError(undefined)).toBe('TOAST_FETCH_FAIL')
  })
})
