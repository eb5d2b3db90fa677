import { describe, expect, it } from 'vitest'
import { addressToSend, notificationAddressProblem } from './notification-address'

describe('the notification address', () => {
  it('is required while notices go by e-mail, optional otherwise', () => {
    expect(notificationAddressProblem('  ', true)).toBe('REQUIRED')
    expect(notificationAddressProblem('', false)).toBeNull()
  })
  it('must be an e-mail address when given', () => {
    expect(notificationAddressProblem('maintenance@plant.example', true)).toBeNull()
    expect(notificationAddressProblem('maintenance@plant', true)).toBe('EMAIL_FORMAT')
    expect(notificationAddressProblem('not an address', false)).toBe('EMAIL_FORMAT')
  })
  it('sends null for the account e-mail itself or an empty field, else the trimmed address', () => {
    expect(addressToSend(' Manager@Demo.Plant ', 'manager@demo.plant')).toBeNull()
    expect(addressToSend('', 'manager@demo.plant')).toBeNull()
    expect(addressToSend(' shift-b@plant.example ', 'manager@demo.plant')).toBe('shift-b@plant.example')
  })
})
