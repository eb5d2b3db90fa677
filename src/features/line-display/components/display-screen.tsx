import './display.css'
import '@/components/production/machine-state.css'
import { useEffect, useState } from 'react'
import { DISPLAY_PATH } from '@/contract/display'
import { setApplyWhenIdle } from '@/offline/update'
import { forgetToken, takeTokenFromLocation } from '../model/display-token'
import { clearLastStatus } from '../model/last-status'
import { EnterDisplayCode } from './enter-display-code'
import { LiveDisplay } from './live-display'

/**
 * The line-side display (/display#TOKEN): no user session, the token reads one plant's (or line's)
 * status and nothing else. Nobody stands at the screen, so a waiting app update applies by itself.
 */
export function DisplayScreen() {
  const [token, setToken] = useState(() => takeTokenFromLocation(window.location, localStorage))

  useEffect(() => {
    // The token now lives in localStorage; the address bar keeps no secret on a public screen.
    if (window.location.hash) window.history.replaceState(null, '', DISPLAY_PATH)
    setApplyWhenIdle(true)
  }, [])

  if (!token) {
    return (
      <main className="pp-display">
        <EnterDisplayCode
          onToken={(next) => {
            localStorage.setItem('plant-portal.display-token', next)
            clearLastStatus(localStorage)
            setToken(next)
          }}
        />
      </main>
    )
  }
  return (
    <LiveDisplay
      token={token}
      onForget={() => {
        forgetToken(localStorage)
        clearLastStatus(localStorage)
        setToken(null)
      }}
    />
  )
}
