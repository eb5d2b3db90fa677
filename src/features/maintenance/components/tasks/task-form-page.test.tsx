// @vitest-environment jsdom

import { cleanup, configure, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MaintenanceTaskFormData } from '@/contract/maintenance-tasks'
import { installDomShims, renderUi } from '@/offline/testing/render'
import { handOverOrder } from '../../model/report-handoff'
import { NewOrderPage } from './task-form-page'

configure({ asyncUtilTimeout: 10_000 })

const formData: MaintenanceTaskFormData = {
  machines: [{ id: 3, name: 'Flexo 3' }],
  assets: [{ id: 12, name: 'Doctor blade', machineId: 3 }],
  operators: [],
  taskTypes: ['clean', 'substitute'],
  taskConditions: ['stopped'],
  frequencies: ['none', 'weekly'],
  today: '2026-11-24',
  workingDays: [1, 2, 3, 4, 5],
  hoursPerDay: 8,
}

vi.mock('../../api/get-form-data', () => ({
  useTaskFormData: () => ({ data: formData, isError: false, fetchStatus: 'idle' }),
}))
vi.mock('../../api/save-task', () => ({ useSaveTask: () => ({ mutate: vi.fn(), isPending: false }) }))
vi.mock('@/offline/session-store', () => ({ useSession: () => ({ user: { userId: 7, roles: [] } }) }))
vi.mock('@/components/anchor-link', () => ({
  AnchorLink: ({ children }: { children: ReactNode }) => children,
}))
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => async () => {},
  useBlocker: () => ({ status: 'idle' }),
  useRouter: () => ({ history: { back: () => {} } }),
  useCanGoBack: () => false,
}))

beforeAll(installDomShims)
afterEach(cleanup)

const words = 'Clean anilox · Blade wear: 2.6 mm (Range: 0.5 – 2 mm)'
const open = () => renderUi(<NewOrderPage stop={{ machineId: 3, assetId: 12, description: words }} />)

describe('new-order opened from a procedure step', () => {
  it("starts with the step's words and its photo, and a later visit starts without the photo", () => {
    handOverOrder({ photos: [new File([new Uint8Array([1])], 'blade.jpg', { type: 'image/jpeg' })] })
    open()
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value).toBe(words)
    expect(screen.getByLabelText(/Photos \(optional, up to 5\)/).textContent).toContain('blade.jpg')
    cleanup()
    open()
    expect(screen.getByLabelText(/Photos \(optional, up to 5\)/).textContent).not.toContain('blade.jpg')
  })
})
