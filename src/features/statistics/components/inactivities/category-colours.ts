/** Process (1) and machine (2) inactivities in every chart and heading of the screen. */
export const CATEGORY_COLOURS = { 1: 'orange.6', 2: 'grape.6' } as const
