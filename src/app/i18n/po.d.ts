// A .po catalog imported through @lingui/vite-plugin compiles to its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
