/** Colours a flat product drawing is painted with; each image variant has its own set. */
export interface Palette {
  bg: string
  /** the casing of white goods and light parts */
  body: string
  /** outlines, screens and dark parts */
  dark: string
  accent: string
}

/** SVG elements drawn in a 600×600 box, above the label line (y > 480 is the label's) */
export type Draw = (p: Palette) => string
