/**
 * Who a file is made for: the language its texts are in, the unit system and number separators
 * they chose (their preference codes, as server/services/preferences.ts derives them for the
 * client), and the plant's currency and time zone. Read from the database by
 * server/services/export/reader-profile.ts; everything in server/documents takes it as given.
 */
export interface ReaderProfile {
  language: string
  imperial: boolean
  decimalSeparator: '.' | ','
  thousandsSeparator: ',' | '.'
  currencySymbol: string
  /** The plant's IANA time zone: every instant is printed in plant time. */
  timezone: string
}
