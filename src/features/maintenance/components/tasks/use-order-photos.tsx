import { useState } from 'react'
import { PhotosInput } from '../photos-input'

/**
 * A corrective order's photos: chosen in the form (or handed over by a procedure step's
 * "Corrective work order"), sent with the save, which puts them on the work order it plans.
 */
export function useOrderPhotos(initial: File[]) {
  const [photos, setPhotos] = useState(initial)
  return {
    field: <PhotosInput value={photos} onChange={setPhotos} />,
    dirty: photos !== initial,
    photos,
  }
}
