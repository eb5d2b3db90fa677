/**
 * Loops between folders (scripts/boundaries/check.mjs, rule "service-folder-cycle"): every module
 * under `parent` is folded into its folder there (a file directly in `parent` is a node of its own),
 * and each strongly connected component of more than one folder is a loop, reported as one shortest
 * cycle through its first folder with one import for each step. Pure: reads dependency-cruiser's
 * `modules` (source, dependencies[].resolved) and nothing else.
 */

/** The parents whose child folders must not import each other in a loop, and the rule's name. */
export const folderLoopRules = [
  { parent: 'server/services/', rule: 'service-folder-cycle' },
  { parent: 'server/routes/', rule: 'route-folder-cycle' },
]

/** `parent` + the first path segment below it, or null outside `parent`. */
function folderOf(file, parent) {
  if (!file.startsWith(parent)) return null
  return parent + file.slice(parent.length).split('/')[0]
}

/** Folder graph: from -> to -> the first import seen that makes the edge. */
function folderGraph(modules, parent, ignore) {
  const graph = new Map()
  for (const module of modules) {
    if (ignore?.test(module.source)) continue
    const from = folderOf(module.source, parent)
    if (!from) continue
    if (!graph.has(from)) graph.set(from, new Map())
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved, parent)
      if (!to || to === from || graph.get(from).has(to)) continue
      graph.get(from).set(to, [module.source, dependency.resolved])
    }
  }
  return graph
}

/** Tarjan's strongly connected components; only those of two folders or more. */
function loops(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  const visit = (node) => {
    index.set(node, index.size)
    low.set(node, index.get(node))
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)))
    }
    if (low.get(node) !== index.get(node)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) found.push(component.sort())
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return found.sort((a, b) => a[0].localeCompare(b[0]))
}

/** The shortest way from `start` back to itself inside the component (breadth first). */
function shortestCycle(graph, component, start) {
  const inside = new Set(component)
  const cameFrom = new Map()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (!inside.has(next)) continue
      if (next === start) {
        const path = [node]
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]))
        return path
      }
      if (cameFrom.has(next)) continue
      cameFrom.set(next, node)
      queue.push(next)
    }
  }
  return [start]
}

/**
 * @param {{ source: string, dependencies: { resolved: string }[] }[]} modules
 * @param {{ parent: string, ignore?: RegExp }} options `parent` ends with '/'
 * @returns {{ folders: string[], imports: [string, string][] }[]}
 */
export function folderCycles(modules, { parent, ignore }) {
  const graph = folderGraph(modules, parent, ignore)
  return loops(graph).map((component) => {
    const folders = shortestCycle(graph, component, component[0])
    const imports = folders.map((from, i) => graph.get(from).get(folders[(i + 1) % folders.length]))
    return { folders, imports }
  })
}
