import { Image } from '@mantine/core'
import { apiBaseUrl } from '@/lib/env'

/** The machine model's picture (GET /machine-images/:file, public). */
export function MachineImage({ file, alt, h }: { file: string; alt: string; h: number }) {
  return (
    <Image src={`${apiBaseUrl}/machine-images/${encodeURIComponent(file)}`} alt={alt} h={h} fit="contain" />
  )
}
