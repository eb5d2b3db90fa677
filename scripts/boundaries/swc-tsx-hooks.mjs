/** Node module hooks: dependency-cruiser's import of @swc/core gets scripts/boundaries/swc-tsx.mjs. */
const wrapper = new URL('./swc-tsx.mjs', import.meta.url).href

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@swc/core' && context.parentURL?.includes('/dependency-cruiser/')) {
    return { url: wrapper, shortCircuit: true }
  }
  return nextResolve(specifier, context)
}
