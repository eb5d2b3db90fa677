/**
 * Spec 001 §9: tooltips fade in over 200 ms and out over 500 ms. For Mantine's own Tooltip
 * (`transitionProps`) on the chart-like parts drawn without the chart library; the charts' tooltips
 * fade through fading-tooltip.tsx.
 */
export const TOOLTIP_FADE_IN_MS = 200
export const TOOLTIP_FADE_OUT_MS = 500

export const TOOLTIP_FADE = {
  transition: 'fade',
  duration: TOOLTIP_FADE_IN_MS,
  exitDuration: TOOLTIP_FADE_OUT_MS,
} as const
