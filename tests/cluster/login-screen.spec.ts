/**
 * The sign-in screen against a real throttled server (issue 18 item 2): the cluster runs with the
 * default limits (5 free failures per account and source; the e2e servers allow 1,000), so a user
 * who keeps typing a wrong password meets the limiter's 429, and the screen says how long to wait,
 * in the screen's language, without flagging the fields as wrong. The chaos pauses meanwhile: a
 * sign-in dying with its instance would show the connection error instead.
 */

import { expect, test } from '../e2e/support/fixtures'
import { anyLang, locales, tr } from '../e2e/support/i18n'
import { loginForm, submitLogin } from '../e2e/support/session'
import { withoutChaos } from './chaos'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('a user who keeps guessing is told how long to wait, not that the password is wrong', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/)
  consoleGuard.allow(/status of 429/)
  const waits = new RegExp(
    locales
      .map((l) =>
        escapeRegExp(tr(l, 'Too many sign-in attempts. Wait {duration} and try again.')).replace(
          escapeRegExp('{duration}'),
          '.+',
        ),
      )
      .join('|'),
  )
  await withoutChaos(async () => {
    await page.goto('/login')
    const statuses: number[] = []
    // Wrong passwords until the limiter answers: the sixth comes within the first wait (1 s).
    for (let attempt = 0; attempt < 10 && !statuses.includes(429); attempt++) {
      statuses.push((await submitLogin(page, 'new@demo.plant', `wrong-${attempt}`, { stay: true })).status)
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.at(-1)).toBe(429)
    await expect(page.getByRole('alert')).toHaveText(waits)
    await expect(loginForm(page).user).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(anyLang('Wrong user or password.'))).toHaveCount(0)
  })
})
