/**
 * The combobox fields the deferred stand-ins load (deferred-select.tsx): Mantine's Select and the
 * compact multi-select, with the positioning library and the dropdown code they bring (about
 * 35 KB gzip), in a chunk of their own.
 */
export { Select as default } from '@mantine/core'
export { CompactMultiSelect } from './compact-multi-select'
