/** `node --import` entry: installs swc-tsx-hooks.mjs before dependency-cruiser loads. */
import { register } from 'node:module'

register('./swc-tsx-hooks.mjs', import.meta.url)
