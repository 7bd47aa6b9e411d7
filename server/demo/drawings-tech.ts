/** Flat drawings of electronics (see drawing-types.ts for the canvas rules). */
import type { Draw } from './drawing-types.ts'

/** rows of small squares; a dashed thick line is far smaller than one rect per key */
const keys = (y: number, x1: number, x2: number, size: number, colour: string) =>
  `<path d="M${x1} ${y}H${x2}" stroke="${colour}" stroke-width="${size}" stroke-dasharray="${size} ${Math.round(size / 3)}" stroke-linecap="butt"/>`

export const techDrawings = {
  tv: (p) =>
    `<rect x="60" y="80" width="480" height="300" rx="14" fill="${p.dark}"/><rect x="82" y="102" width="436" height="256" fill="${p.accent}" stroke="none"/>` +
    `<path d="M82 310l110-80 80 70 90-100 156 130v38H82z" fill="#fff" opacity=".35" stroke="none"/>` +
    `<path d="M270 380h60v42h-60z" fill="${p.dark}"/><rect x="180" y="420" width="240" height="18" rx="9" fill="${p.dark}"/>`,
  monitor: (p) =>
    `<rect x="90" y="70" width="420" height="270" rx="10" fill="${p.dark}"/><rect x="102" y="82" width="396" height="236" fill="${p.accent}" stroke="none"/>` +
    `<rect x="102" y="296" width="396" height="22" fill="${p.dark}" opacity=".6" stroke="none"/><rect x="130" y="110" width="170" height="110" rx="6" fill="#fff" opacity=".8" stroke="none"/>` +
    `<path d="M285 340h30l22 100h-74z" fill="${p.body}"/><rect x="200" y="436" width="200" height="18" rx="9" fill="${p.body}"/>`,
  phone: (p) =>
    `<rect x="210" y="50" width="180" height="390" rx="28" fill="${p.dark}"/><rect x="224" y="82" width="152" height="330" rx="8" fill="${p.accent}"/>` +
    `<circle cx="300" cy="66" r="6" fill="#fff" stroke="none"/>` +
    keys(125, 245, 360, 22, '#fff') +
    keys(170, 245, 360, 22, '#fff') +
    keys(215, 245, 360, 22, '#fff'),
  tablet: (p) =>
    `<rect x="80" y="100" width="440" height="310" rx="26" fill="${p.dark}"/><rect x="106" y="126" width="388" height="258" rx="6" fill="${p.accent}"/>` +
    keys(175, 150, 450, 34, '#fff') +
    keys(235, 150, 450, 34, '#fff'),
  console: (p) =>
    `<path d="M170 190h260c60 0 90 60 100 140 10 70-40 100-80 60l-50-50H200l-50 50c-40 40-90 10-80-60 10-80 40-140 100-140z" fill="${p.dark}"/>` +
    `<path d="M205 240v64M173 272h64" stroke="#fff" stroke-width="20" stroke-linecap="butt"/>` +
    `<g fill="${p.accent}" stroke="none"><circle cx="400" cy="240" r="16"/><circle cx="432" cy="272" r="16"/><circle cx="368" cy="272" r="16"/><circle cx="400" cy="304" r="16"/></g>` +
    `<circle cx="255" cy="335" r="24" fill="${p.body}"/><circle cx="345" cy="335" r="24" fill="${p.body}"/>`,
  speaker: (p) =>
    `<rect x="190" y="60" width="220" height="390" rx="40" fill="${p.dark}"/><circle cx="300" cy="320" r="82" fill="${p.body}"/>` +
    `<circle cx="300" cy="320" r="40" fill="${p.accent}"/><circle cx="300" cy="155" r="42" fill="${p.body}"/><circle cx="300" cy="155" r="16" fill="${p.accent}"/>`,
  headphones: (p) =>
    `<path d="M150 330V250a150 150 0 0 1 300 0v80" fill="none" stroke-width="28"/>` +
    `<rect x="105" y="280" width="95" height="160" rx="38" fill="${p.accent}"/><rect x="400" y="280" width="95" height="160" rx="38" fill="${p.accent}"/>`,
  notebook: (p) =>
    `<rect x="130" y="90" width="340" height="240" rx="12" fill="${p.dark}"/><rect x="148" y="108" width="304" height="204" fill="${p.accent}" stroke="none"/>` +
    `<path d="M130 330h340l62 90H68z" fill="${p.body}"/>` +
    keys(350, 170, 430, 12, p.dark) +
    keys(372, 150, 450, 12, p.dark) +
    `<rect x="255" y="390" width="90" height="20" rx="4" fill="${p.dark}" opacity=".5" stroke="none"/>`,
  printer: (p) =>
    `<path d="M210 70h180v130H210z" fill="#fff"/><rect x="100" y="180" width="400" height="190" rx="18" fill="${p.body}"/>` +
    `<rect x="140" y="300" width="320" height="26" rx="6" fill="${p.dark}"/><path d="M175 313h250l20 120H155z" fill="#fff"/>` +
    `<path d="M200 365h200M200 395h150" stroke-width="5"/><circle cx="450" cy="225" r="12" fill="${p.accent}"/>`,
  mouse: (p) =>
    `<path d="M300 110c0-40 40-50 90-60" fill="none"/>` +
    `<path d="M300 110c90 0 130 70 130 160v70c0 80-60 120-130 120s-130-40-130-120v-70c0-90 40-160 130-160z" fill="${p.body}"/>` +
    `<path d="M172 250H428M300 110v140" fill="none"/><rect x="288" y="145" width="24" height="52" rx="12" fill="${p.accent}"/>`,
  keyboard: (p) =>
    `<rect x="50" y="170" width="500" height="220" rx="18" fill="${p.dark}"/>` +
    keys(212, 82, 520, 30, p.body) +
    keys(254, 82, 520, 30, p.body) +
    keys(296, 82, 520, 30, p.body) +
    `<path d="M170 342H430" stroke="${p.body}" stroke-width="30" stroke-linecap="butt"/><circle cx="510" cy="190" r="6" fill="${p.accent}" stroke="none"/>`,
  cable: (p) =>
    `<path d="M120 380C120 230 480 330 480 180" fill="none" stroke-width="16"/>` +
    `<rect x="98" y="440" width="44" height="30" fill="${p.body}"/><rect x="90" y="370" width="60" height="74" rx="8" fill="${p.accent}"/>` +
    `<rect x="462" y="90" width="36" height="32" rx="10" fill="${p.body}"/><rect x="450" y="118" width="60" height="74" rx="8" fill="${p.accent}"/>`,
  remote: (p) =>
    `<rect x="230" y="50" width="140" height="410" rx="40" fill="${p.dark}"/><circle cx="300" cy="100" r="16" fill="#ef4444" stroke="none"/>` +
    `<circle cx="300" cy="195" r="46" fill="${p.body}"/><circle cx="300" cy="195" r="16" fill="${p.accent}"/>` +
    keys(285, 258, 342, 20, p.body) +
    keys(325, 258, 342, 20, p.body) +
    keys(365, 258, 342, 20, p.body) +
    keys(405, 258, 342, 20, p.body),
} satisfies Record<string, Draw>
