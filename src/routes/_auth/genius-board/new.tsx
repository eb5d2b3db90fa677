import { createFileRoute } from '@tanstack/react-router'
import { NewOrderPage } from '@/features/genius-board/components/order-pages'

export const Route = createFileRoute('/_auth/genius-board/new')({
  component: NewOrderPage,
})
