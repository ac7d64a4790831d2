/**
 * What a story must show: the shapes stories.test.ts checks, and the small constructors the rows of
 * expectations.ts are written with.
 */
import type { Page } from 'playwright-core'

type Role = NonNullable<Parameters<Page['getByRole']>[0]>

/** A visible text, or a visible element found by its role and accessible name (exact) or by its title. */
export type Shown = string | { role: Role; name: string; disabled?: boolean } | { exact: string } | { title: string }

/** The modal dialog's spec §9 values, where a story's host options set them (otherwise the defaults). */
export interface ModalExpectation {
  /** Rendered as a layer over the page (not embedded), so its z-index applies. */
  overlay?: boolean
  /** Defaults to 999 (spec §9). */
  zIndex?: number
  /** The base border radius; defaults to `4px` (spec §9). */
  radius?: string
}

export interface StoryExpectation {
  shows: Shown[]
  /** Texts that must not be visible (once everything in `shows` is). */
  hides?: string[]
  /** Texts that must appear in this order in the rendered page. */
  order?: string[]
  /** The modal dialog with the spec §9 checks; `false`: the story renders no dialog. */
  modal?: ModalExpectation | false
}

export const heading = (name: string): Shown => ({ role: 'heading', name })
export const button = (name: string): Shown => ({ role: 'button', name })
export const status = (name: string): Shown => ({ role: 'status', name })
export const img = (name: string): Shown => ({ role: 'img', name })
export const textbox = (name: string): Shown => ({ role: 'textbox', name })

/** A view inside the modal dialog. */
export const view = (shows: Shown[], rest: Omit<StoryExpectation, 'shows'> = {}): StoryExpectation => ({ shows, modal: {}, ...rest })
/** A story outside the modal (a button or a primitive). */
export const plain = (shows: Shown[], rest: Omit<StoryExpectation, 'shows' | 'modal'> = {}): StoryExpectation => ({ shows, ...rest })
