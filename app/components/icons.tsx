/**
 * Lucide's icons, drawn from one cached SVG sprite (icons.svg, `npm run icons`) instead of each
 * icon's paths in the page's scripts: an icon costs the scripts a <use> reference. The stroke
 * settings lucide puts on each icon sit on the outer <svg>, whose properties the symbol's
 * shapes inherit. Decorative unless given an accessible name.
 */
import type { SVGProps } from 'react'
import type { IconName } from './icon-names.ts'
import spriteHref from './icons.svg?url&no-inline'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>
export type IconComponent = (props: IconProps) => React.JSX.Element
/** lucide-react's name for an icon component */
export type LucideIcon = IconComponent

function icon(name: IconName): IconComponent {
  const href = `${spriteHref}#${name}`
  return function Icon(props: IconProps) {
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : true}
        {...props}
      >
        <use href={href} />
      </svg>
    )
  }
}

export const ArrowDown = /* @__PURE__ */ icon('ArrowDown')
export const ArrowUp = /* @__PURE__ */ icon('ArrowUp')
export const BadgeCheck = /* @__PURE__ */ icon('BadgeCheck')
export const Banknote = /* @__PURE__ */ icon('Banknote')
export const BriefcaseBusiness = /* @__PURE__ */ icon('BriefcaseBusiness')
export const Building2 = /* @__PURE__ */ icon('Building2')
export const CalendarClock = /* @__PURE__ */ icon('CalendarClock')
export const CheckCircle2 = /* @__PURE__ */ icon('CheckCircle2')
export const ChevronDown = /* @__PURE__ */ icon('ChevronDown')
export const ChevronLeft = /* @__PURE__ */ icon('ChevronLeft')
export const ChevronRight = /* @__PURE__ */ icon('ChevronRight')
export const ChevronsLeft = /* @__PURE__ */ icon('ChevronsLeft')
export const ChevronsRight = /* @__PURE__ */ icon('ChevronsRight')
export const CircleCheck = /* @__PURE__ */ icon('CircleCheck')
export const ClipboardList = /* @__PURE__ */ icon('ClipboardList')
export const Clock = /* @__PURE__ */ icon('Clock')
export const CreditCard = /* @__PURE__ */ icon('CreditCard')
export const Download = /* @__PURE__ */ icon('Download')
export const Printer = /* @__PURE__ */ icon('Printer')
export const ExternalLink = /* @__PURE__ */ icon('ExternalLink')
export const Eye = /* @__PURE__ */ icon('Eye')
export const EyeOff = /* @__PURE__ */ icon('EyeOff')
export const FileText = /* @__PURE__ */ icon('FileText')
export const FileUp = /* @__PURE__ */ icon('FileUp')
export const GripVertical = /* @__PURE__ */ icon('GripVertical')
export const Handshake = /* @__PURE__ */ icon('Handshake')
export const Headset = /* @__PURE__ */ icon('Headset')
export const House = /* @__PURE__ */ icon('House')
export const ImagePlus = /* @__PURE__ */ icon('ImagePlus')
export const Layers = /* @__PURE__ */ icon('Layers')
export const LogOut = /* @__PURE__ */ icon('LogOut')
export const Mail = /* @__PURE__ */ icon('Mail')
export const MailOpen = /* @__PURE__ */ icon('MailOpen')
export const MailPlus = /* @__PURE__ */ icon('MailPlus')
export const MapPin = /* @__PURE__ */ icon('MapPin')
export const Menu = /* @__PURE__ */ icon('Menu')
export const MessageCircle = /* @__PURE__ */ icon('MessageCircle')
export const Minus = /* @__PURE__ */ icon('Minus')
export const Package = /* @__PURE__ */ icon('Package')
export const PackageCheck = /* @__PURE__ */ icon('PackageCheck')
export const Pause = /* @__PURE__ */ icon('Pause')
export const Pencil = /* @__PURE__ */ icon('Pencil')
export const Phone = /* @__PURE__ */ icon('Phone')
export const Play = /* @__PURE__ */ icon('Play')
export const Plus = /* @__PURE__ */ icon('Plus')
export const RotateCcw = /* @__PURE__ */ icon('RotateCcw')
export const Save = /* @__PURE__ */ icon('Save')
export const Scale = /* @__PURE__ */ icon('Scale')
export const Search = /* @__PURE__ */ icon('Search')
export const SearchX = /* @__PURE__ */ icon('SearchX')
export const Send = /* @__PURE__ */ icon('Send')
export const ShieldAlert = /* @__PURE__ */ icon('ShieldAlert')
export const ShieldCheck = /* @__PURE__ */ icon('ShieldCheck')
export const ShoppingCart = /* @__PURE__ */ icon('ShoppingCart')
export const SlidersHorizontal = /* @__PURE__ */ icon('SlidersHorizontal')
export const Store = /* @__PURE__ */ icon('Store')
export const Trash2 = /* @__PURE__ */ icon('Trash2')
export const Truck = /* @__PURE__ */ icon('Truck')
export const Undo2 = /* @__PURE__ */ icon('Undo2')
export const Upload = /* @__PURE__ */ icon('Upload')
export const UserRound = /* @__PURE__ */ icon('UserRound')
export const Users = /* @__PURE__ */ icon('Users')
export const UsersRound = /* @__PURE__ */ icon('UsersRound')
export const X = /* @__PURE__ */ icon('X')
export const ZoomIn = /* @__PURE__ */ icon('ZoomIn')
