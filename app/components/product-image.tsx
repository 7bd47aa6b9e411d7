import { useState, type ImgHTMLAttributes } from 'react'

export const PLACEHOLDER_IMAGE = '/placeholder.svg'

/** A product picture that falls back to the placeholder when missing or broken. */
export function ProductImage({
  src,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src?: string | null | undefined; alt: string }) {
  const [failed, setFailed] = useState(false)
  const url = !src || failed ? PLACEHOLDER_IMAGE : src
  return (
    <img
      {...rest}
      src={url}
      alt={alt}
      onError={() => {
        if (!failed) setFailed(true)
      }}
    />
  )
}
