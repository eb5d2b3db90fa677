/**
 * A client generated from the served OpenAPI document, making one call of each kind through its
 * types: a JSON write (sign in), a JSON read (the request form's machines) and a multipart write (a
 * work request with a photo). scripts/openapi/typed-client.ts writes the generated `./schema.d.ts`
 * (openapi-typescript) beside a copy of this file, typechecks both with ./tsconfig.json and runs
 * `callThroughTypes` against the server: a document that lost a requestBody, a field or an answer's
 * shape fails the typecheck or the call. Not part of the app's tsconfig (no schema.d.ts there).
 */
import type { operations } from './schema'

type JsonBody<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer Body } }
}
  ? Body
  : never
type FormBody<Op extends keyof operations> = operations[Op] extends {
  requestBody: { content: { 'multipart/form-data': infer Body } }
}
  ? Body
  : never
type Ok<Op extends keyof operations> = operations[Op] extends {
  responses: { 200: { content: { 'application/json': infer Answer } } }
}
  ? Answer
  : never

/** A form's fields as FormData: files as file parts (each of an array as its own part), the rest as text. */
function formData(fields: Record<string, unknown>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) data.append(name, item, `${name}.png`)
      else if (item !== undefined) data.append(name, String(item))
    }
  }
  return data
}

async function answer<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

export async function callThroughTypes(base: string, email: string, password: string, photo: Blob) {
  const signIn: JsonBody<'postLogin'> = {
    user: btoa(email),
    password: btoa(password),
    token: '',
    redirect: false,
  }
  const session = await answer<Ok<'postLogin'>>(
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signIn),
    }),
  )
  const authorization = `Bearer ${session.token}`
  const machines = await answer<Ok<'getMaintenanceRequestsMachines'>>(
    await fetch(`${base}/api/maintenance/requests/machines`, { headers: { authorization } }),
  )
  const machine = machines[0]
  if (!machine) throw new Error('the request form lists no machine')
  const request: FormBody<'postMaintenanceRequests'> = {
    machineId: machine.machineId,
    description: `Typed client: a noise at the unwinder of ${machine.machineName}`,
    urgency: 'high',
    images: [photo],
  }
  const filed = await answer<Ok<'postMaintenanceRequests'>>(
    await fetch(`${base}/api/maintenance/requests`, {
      method: 'POST',
      headers: { authorization, 'idempotency-key': crypto.randomUUID() },
      body: formData(request),
    }),
  )
  if (filed.description !== request.description || filed.photos.length !== 1) {
    throw new Error(`the work request came back as ${JSON.stringify(filed)}`)
  }
  return `signed in, read ${machines.length} machines, filed work request ${filed.id} with ${filed.photos.length} photo`
}
