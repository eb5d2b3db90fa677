import { useEffect } from 'react'

export const productName = 'Plant Portal'

/** Browser tab title: '<Title> | Plant Portal'. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${productName}` : productName
  }, [title])
}
