/** Mantine's Tooltip in a chunk of its own, for lazy-tooltip.tsx. */
export { Tooltip as default } from '@mantine/core'
