import type { ViewName } from '@latch/core'
import type { ComponentType } from 'react'

export type ViewModule = { default: ComponentType }
export type ViewLoader = () => Promise<ViewModule>
export type ViewRegistry = Partial<Record<ViewName, ViewLoader>>
