import { createContext, type ImgHTMLAttributes, useContext } from 'react'

/**
 * True inside the modal's closed, pre-rendered tree (LatchModal's `prerender`). A hidden `<img>` is still fetched,
 * and an image may live on an outside host, which the page must not contact before the user opens the modal.
 */
export const OffscreenContext = createContext(false)

/** Sources that fetch nothing: an announced wallet's icon is a data URL. Decoding these ahead keeps the click short. */
const LOCAL = /^(data|blob):/i

/** An `<img>` that holds a fetched source back while its tree is pre-rendered offscreen, and loads it once shown. */
export function Img({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const offscreen = useContext(OffscreenContext)
  return <img {...props} alt={alt} src={offscreen && src && !LOCAL.test(src) ? undefined : src} />
}
