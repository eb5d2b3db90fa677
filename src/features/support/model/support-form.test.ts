import { describe, expect, it } from 'vitest'
import { checkSupportForm } from './support-form'

describe('checkSupportForm', () => {
  it('trims and accepts a subject and a message', () => {
    expect(checkSupportForm({ subject: '  Unwinder stops ', message: ' It stops at 120 m/min. ' })).toEqual({
      ok: true,
      message: { subject: 'Unwinder stops', message: 'It stops at 120 m/min.' },
    })
  })

  it('names each empty field as required (blank counts as empty)', () => {
    expect(checkSupportForm({ subject: '   ', message: '' })).toEqual({
      ok: false,
      problems: { subject: { kind: 'required' }, message: { kind: 'required' } },
    })
  })

  it('says how long a field may be, with the limit the server applies', () => {
    const result = checkSupportForm({ subject: 'x'.repeat(201), message: 'ok' })
    expect(result).toEqual({ ok: false, problems: { subject: { kind: 'too-long', max: 200 } } })
  })
})
