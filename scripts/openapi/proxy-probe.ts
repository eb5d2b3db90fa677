/**
 * Sends calls through Prism's validating proxy and keeps the score: which documented operation each
 * call was (by method and path template), and every violation Prism found in the request or the
 * answer (its `sl-violations` header, or its own error answer under --errors), named by operationId.
 */
import { randomUUID } from 'node:crypto'

interface Operation {
  operationId: string
  method: string
  template: string
  pattern: RegExp
  /** Fewer parameters first: /maintenanceEvent/data before /maintenanceEvent/{id}. */
  params: number
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: Record<string, string | number | boolean | undefined>
  token?: string | null
  /** The whole Authorization header, for the schemes that are not a bearer token. */
  authorization?: string
  json?: unknown
  form?: FormData
  /** The status this valid call answers (default: any 2xx). */
  status?: number
}

export interface Answer {
  status: number
  body: unknown
}

export class Probe {
  readonly covered = new Set<string>()
  readonly failures: string[] = []
  readonly operations: Operation[]

  constructor(
    private readonly base: string,
    document: { paths: Record<string, Record<string, { operationId: string }>> },
  ) {
    this.operations = Object.entries(document.paths)
      .flatMap(([template, item]) =>
        Object.entries(item).map(([method, op]) => ({
          operationId: op.operationId,
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
          params: (template.match(/\{/g) ?? []).length,
        })),
      )
      .sort((a, b) => a.params - b.params)
  }

  operationOf(method: string, path: string) {
    return this.operations.find((op) => op.method === method && op.pattern.test(path))
  }

  async call(call: Call): Promise<Answer> {
    const method = call.method ?? (call.json !== undefined || call.form ? 'POST' : 'GET')
    const url = new URL(call.path, this.base)
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value))
    }
    const headers: Record<string, string> = {}
    if (call.token) headers.authorization = `Bearer ${call.token}`
    if (call.authorization) headers.authorization = call.authorization
    if (method !== 'GET') headers['idempotency-key'] = randomUUID()
    let body: BodyInit | undefined
    if (call.form) body = call.form
    else if (call.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(call.json)
    }
    const res = await fetch(url, { method, headers, body })
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8')
    const op = this.operationOf(method, url.pathname)
    const name = `${op?.operationId ?? '(undocumented)'} ${method} ${url.pathname}${url.search}`
    const violations = res.headers.get('sl-violations')
    const statusOk = call.status ? res.status === call.status : res.status >= 200 && res.status < 300
    if (!op) this.failures.push(`${name}: no operation of the document matches`)
    else if (violations || !statusOk) {
      this.failures.push(`${name}: ${res.status} ${violations ?? text.slice(0, 600)}`)
    } else this.covered.add(op.operationId)
    const json = (res.headers.get('content-type') ?? '').includes('json')
    return { status: res.status, body: json && text ? JSON.parse(text) : text }
  }

  /** A call whose JSON answer the next calls read. */
  async json<T = Record<string, unknown>>(call: Call): Promise<T> {
    return (await this.call(call)).body as T
  }
}
