// Browser build only (build/browser-substitutes.ts): the one thing Mantine's ScrollArea takes from
// @floating-ui/react, with Mantine's own equivalent (same cleanup rules for React 19 ref callbacks).
import { useMergedRef } from '@mantine/hooks'

export function useMergeRefs(refs) {
  return useMergedRef(...refs)
}
