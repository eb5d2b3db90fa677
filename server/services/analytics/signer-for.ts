import type { AppContext } from '../../context'
import { createSigner, type Signer } from '../../lib/signed-token'

const signers = new WeakMap<AppContext, Signer>()

/** The app's signer of analytics tickets and sessions: the API issues what /analytics accepts. */
export function signerFor(ctx: AppContext): Signer {
  let signer = signers.get(ctx)
  if (!signer) {
    signer = createSigner(ctx.env.ANALYTICS_SECRET)
    signers.set(ctx, signer)
  }
  return signer
}
