/**
 * Writes src/routeTree.gen.ts from src/routes without a build (the Vite plugin does the same on
 * build and dev): run it after adding a route file so the typecheck knows the new paths.
 */
import { Generator, getConfig } from '@tanstack/router-generator'

const config = getConfig({
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  quoteStyle: 'single',
  semicolons: false,
})
await new Generator({ config, root: process.cwd() }).run()
console.log('src/routeTree.gen.ts is up to date')
