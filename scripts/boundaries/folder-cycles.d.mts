/** Types of scripts/boundaries/folder-cycles.mjs (used by its unit test). */
export interface CruisedModule {
  source: string
  dependencies: { resolved: string }[]
}
export interface FolderCycle {
  /** The folders of one loop, in import order; the last imports the first. */
  folders: string[]
  /** One import [from, to] for each step of the loop. */
  imports: [string, string][]
}
export function folderCycles(
  modules: CruisedModule[],
  options: { parent: string; ignore?: RegExp },
): FolderCycle[]
/** The parents whose child folders must not import each other in a loop, and the rule's name. */
export const folderLoopRules: { parent: string; rule: string }[]
