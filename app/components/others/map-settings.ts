/** 256 px tiles by zoom/x/y, zoom 1 to 18, branches at zoom 16, 350 px high. */
import { store } from '#config/store.ts'

export const MAP_HEIGHT = 350
export const MAP_ZOOM = 16
export const MAP_MIN_ZOOM = 1
export const MAP_MAX_ZOOM = 18

/** The tile address for pigeon-maps' provider: the configured template with z, x and y filled in. */
export function tileUrl(x: number, y: number, z: number): string {
  return store.mapTiles.url.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y))
}

/** A plain link to the same place, for readers without the map. */
export function openStreetMapHref(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${MAP_ZOOM}/${lat}/${lng}`
}
