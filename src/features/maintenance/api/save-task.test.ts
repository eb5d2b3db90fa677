import { describe, expect, it } from 'vitest'
import { taskSaveForm } from './save-task'

const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'blade.jpg', { type: 'image/jpeg' })
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'guard.png', { type: 'image/png' })
const pdf = new File([new TextEncoder().encode('%PDF-1.4')], 'steps.pdf', { type: 'application/pdf' })

describe("the task save's multipart body", () => {
  it("carries a corrective order's photos under images, in the same request as its fields", async () => {
    const form = await taskSaveForm({
      fields: { name: 'Fix the leak', frequency: 'none' },
      file: pdf,
      photos: [jpeg, png],
    })
    expect(form.get('name')).toBe('Fix the leak')
    expect((form.get('file') as File).name).toBe('steps.pdf')
    const images = form.getAll('images') as File[]
    // Without a decoder (no createImageBitmap here) each photo goes as it came.
    expect(images.map((f) => [f.name, f.type, f.size])).toEqual([
      ['blade.jpg', 'image/jpeg', 4],
      ['guard.png', 'image/png', 4],
    ])
  })

  it('has no images part when there are no photos (a preventive task, an edit)', async () => {
    const form = await taskSaveForm({ fields: { name: 'Weekly check' }, file: null })
    expect(form.has('images')).toBe(false)
    expect(form.has('file')).toBe(false)
  })
})
