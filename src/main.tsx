import './app/zod-without-eval'
import './app/critical-styles'
import './app/global.css'
import { boot } from './app/boot'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
void boot(container)
