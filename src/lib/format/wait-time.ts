/**
 * A wait as the user's language says it, rounded up to a whole unit: "45 seconds", "3 minutes",
 * "2 hours" (Intl's unit names, so every locale gets its own words and plural forms).
 */
export function formatWait(seconds: number, locale: string): string {
  const s = Math.max(1, Math.ceil(seconds))
  const [value, unit] =
    s < 60 ? [s, 'second'] : s < 3600 ? [Math.ceil(s / 60), 'minute'] : [Math.ceil(s / 3600), 'hour']
  return new Intl.NumberFormat(locale.replace('_', '-'), { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  )
}
