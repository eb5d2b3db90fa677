/** Maximum lengths of names on cards and lists (spec 000 §9). */
export const NAME_MAX_LENGTH = 21
export const JOB_REFERENCE_MAX_LENGTH = 20

const ELLIPSIS = '…'

/** Keeps the first `max` characters and adds an ellipsis when the text is longer. */
export function truncate(text: string | null | undefined, max: number): string {
  if (text == null) return ''
  // Array.from counts code points, so an emoji or accented letter is never cut in half.
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}`
}

export const truncateName = (name: string | null | undefined) => truncate(name, NAME_MAX_LENGTH)
export const truncateJobReference = (reference: string | null | undefined) =>
  truncate(reference, JOB_REFERENCE_MAX_LENGTH)
