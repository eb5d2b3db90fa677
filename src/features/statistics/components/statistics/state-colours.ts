/** The parts of the time charts, the same colour in the accumulated panel and the stacked bars. */
export const TIME_COLOURS = {
  turning: 'teal.6',
  adjustment: 'yellow.6',
  mechanical: 'blue.6',
  active: 'teal.6',
  inactivity: 'orange.6',
  poweroff: 'gray.5',
} as const
