/**
 * WCAG 2.2's target size (minimum), success criterion 2.5.8, measured in the page: every target the
 * user can tap in the viewport is at least 24 x 24 CSS px, unless one of the criterion's exceptions
 * holds. Implemented exceptions:
 * - spacing: a 24 px circle centred on the undersized target meets no other target and no other
 *   undersized target's circle;
 * - inline: a link that sits in a sentence (displayed inline, its block holding text besides it);
 * - hidden: what cannot be tapped (outside the viewport, invisible, transparent, or covered at its
 *   centre by something that is not part of it) is no target.
 * A checkbox or radio is measured with its labels (tapping the label checks it); a label that
 * stands for a hidden input (chips, segmented controls) is a target of its own.
 * Not implemented (none applies here): the "equivalent control elsewhere" and "essential" ones.
 */
import type { Page } from '@playwright/test'

export interface SmallTarget {
  /** What the target is: role or tag, then its accessible text. */
  what: string
  width: number
  height: number
}

export const MIN_TARGET = 24

/** The page's tappable targets under 24 x 24 CSS px that no exception excuses. */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      'label',
      '[role=button]',
      '[role=link]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=option]',
    ].join(',')
    const vw = document.documentElement.clientWidth
    const vh = document.documentElement.clientHeight
    const isToggle = (el: Element) =>
      el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')

    /** The element's box, grown to its labels' for a checkbox or radio. */
    const boxOf = (el: Element): DOMRect => {
      const own = el.getBoundingClientRect()
      if (!isToggle(el)) return own
      let { left, top, right, bottom } = own
      for (const label of (el as HTMLInputElement).labels ?? []) {
        const r = label.getBoundingClientRect()
        if (!r.width || !r.height) continue
        left = Math.min(left, r.left)
        top = Math.min(top, r.top)
        right = Math.max(right, r.right)
        bottom = Math.max(bottom, r.bottom)
      }
      return new DOMRect(left, top, right - left, bottom - top)
    }

    const tappable = (el: Element, box: DOMRect) => {
      if (box.width < 2 || box.height < 2) return false // visually hidden (1 px, clipped)
      if (box.right <= 0 || box.bottom <= 0 || box.left >= vw || box.top >= vh) return false
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
      if (getComputedStyle(el).pointerEvents === 'none') return false
      const x = Math.min(Math.max(box.left + box.width / 2, 0), vw - 1)
      const y = Math.min(Math.max(box.top + box.height / 2, 0), vh - 1)
      const hit = document.elementFromPoint(x, y)
      if (!hit) return false
      if (el.contains(hit) || hit.contains(el)) return true
      // A checkbox drawn under its label, or a label's control drawn over it.
      const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : []
      return labels.some((l) => l.contains(hit)) || (el instanceof HTMLLabelElement && el.control === hit)
    }

    /** A link in a sentence: inline, and its block says more than the link does. */
    const inlineInText = (el: Element) => {
      if (!(el instanceof HTMLAnchorElement) || getComputedStyle(el).display !== 'inline') return false
      let block = el.parentElement
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
      const own = (el.textContent ?? '').trim().length
      const around = (block?.textContent ?? '').trim().length
      return around > own
    }

    const labelOfToggle = (el: Element) =>
      el instanceof HTMLLabelElement && el.control !== null && isToggle(el.control)
    const whatOf = (el: Element) => {
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase()
      const name =
        el.getAttribute('aria-label') || (el.textContent ?? '').trim() || el.getAttribute('title') || ''
      return `${role} "${name.slice(0, 40)}"`
    }

    const targets: { el: Element; box: DOMRect }[] = []
    for (const el of document.querySelectorAll(selector)) {
      // A label counts on its own only where its control is hidden; otherwise it is part of the
      // control's box (boxOf). Labels of text fields are no targets.
      if (el instanceof HTMLLabelElement) {
        if (!labelOfToggle(el)) continue
        const control = el.control as HTMLInputElement
        const controlBox = control.getBoundingClientRect()
        if (controlBox.width >= 2 && control.checkVisibility({ opacityProperty: true })) continue
      }
      // Nested targets (a button inside a link) are measured once, by the outer one.
      if (
        el.parentElement?.closest(selector) &&
        !(el.parentElement.closest(selector) instanceof HTMLLabelElement)
      )
        continue
      const box = boxOf(el)
      if (tappable(el, box)) targets.push({ el, box })
    }

    const centre = (b: DOMRect) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 })
    const distanceToBox = (p: { x: number; y: number }, b: DOMRect) =>
      Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom))
    const small = targets.filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5)
    const isSmall = new Set(small.map((t) => t.el))
    return small
      .filter(({ el, box }) => {
        if (inlineInText(el)) return false
        const c = centre(box)
        // Spacing exception: the circle of radius 12 meets no other target, nor another small one's circle.
        return targets.some((other) => {
          if (other.el === el || other.el.contains(el) || el.contains(other.el)) return false
          if (distanceToBox(c, other.box) < min / 2) return true
          const o = centre(other.box)
          return isSmall.has(other.el) && Math.hypot(o.x - c.x, o.y - c.y) < min
        })
      })
      .map(({ el, box }) => ({
        what: whatOf(el),
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
      }))
  }, MIN_TARGET)
}

export interface CardWidths {
  /** Cards in the viewport. */
  count: number
  /** Those narrower than the share asked. */
  narrow: { what: string; width: number }[]
}

/**
 * Cards of a list (plant control's machines, the lists' cards on a phone) in the viewport, and those
 * narrower than `minShare` of its width: a card that leaves the screen's sides empty.
 */
export function cardWidths(page: Page, selector: string, minShare: number): Promise<CardWidths> {
  return page.evaluate(
    ({ cards, share }) => {
      const vw = document.documentElement.clientWidth
      const shown = Array.from(document.querySelectorAll(cards))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.top < window.innerHeight && box.bottom > 0)
      const narrow = shown
        .filter(({ box }) => box.width < vw * share)
        .map(({ el, box }) => ({
          what: `${el.className.toString().split(' ')[0]} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`,
          width: Math.round(box.width),
        }))
      return { count: shown.length, narrow }
    },
    { cards: selector, share: minShare },
  )
}
