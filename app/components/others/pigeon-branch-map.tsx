/**
 * The pigeon-maps view of one branch. It touches window, so it is only ever loaded in the
 * browser, lazily, by BranchMap.
 */
import { Map, Marker, type TileComponent } from 'pigeon-maps'
import { store } from '#config/store.ts'
import { MAP_HEIGHT, MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAP_ZOOM, tileUrl } from './map-settings.ts'

/** pigeon-maps' own tile, except that a tile that fails to load (offline) is hidden, not drawn broken. */
const Tile: TileComponent = ({ tile, tileLoaded }) => (
  <img
    src={tile.url}
    srcSet={tile.srcSet}
    width={tile.width}
    height={tile.height}
    loading="lazy"
    alt=""
    onLoad={tileLoaded}
    onError={(event) => {
      event.currentTarget.style.visibility = 'hidden'
    }}
    style={{
      position: 'absolute',
      left: tile.left,
      top: tile.top,
      willChange: 'transform',
      transformOrigin: 'top left',
      opacity: 1,
    }}
  />
)

export interface BranchMapProps {
  lat: number
  lng: number
  name: string
  /** the map library's warnings stay off by default */
  metaWheelZoom?: boolean
  twoFingerDrag?: boolean
}

export default function PigeonBranchMap({ lat, lng, name, metaWheelZoom = false, twoFingerDrag = false }: BranchMapProps) {
  return (
    <Map
      height={MAP_HEIGHT}
      defaultCenter={[lat, lng]}
      defaultZoom={MAP_ZOOM}
      minZoom={MAP_MIN_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      provider={tileUrl}
      tileComponent={Tile}
      metaWheelZoom={metaWheelZoom}
      metaWheelZoomWarning="Use META + wheel to zoom!"
      twoFingerDrag={twoFingerDrag}
      twoFingerDragWarning="Use two fingers to move the map."
      attributionPrefix={false}
      attribution={<span>{store.mapTiles.attribution}</span>}
    >
      <Marker width={29} anchor={[lat, lng]} color="#0b4f9c" className="branch-marker" payload={name} />
    </Map>
  )
}
