/** CM / AA / EG colours (spec 000 §4.1, §4.3): inactivity codes 1, 2, 3 take their state's colour. */
export const stateColour: Record<number, string> = {
  1: 'var(--mantine-color-red-6)',
  2: 'var(--mantine-color-yellow-5)',
  3: 'var(--mantine-color-green-6)',
}
export const powerOffColour = 'var(--mantine-color-dark-3)'
export const colourOfState = (state: number) => stateColour[state] ?? 'var(--mantine-color-gray-5)'
