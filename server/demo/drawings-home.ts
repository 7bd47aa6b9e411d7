/** Flat drawings of home appliances (see drawing-types.ts for the canvas rules). */
import type { Draw } from './drawing-types.ts'

export const homeDrawings = {
  ac: (p) =>
    `<rect x="50" y="140" width="500" height="170" rx="30" fill="${p.body}"/><path d="M80 262H520M96 290H504" fill="none"/>` +
    `<circle cx="480" cy="192" r="9" fill="${p.accent}" stroke="none"/>` +
    `<path d="M150 350q24 30 0 60t0 60M300 350q24 30 0 60t0 60M450 350q24 30 0 60t0 60" fill="none" stroke="${p.accent}" stroke-width="10"/>`,
  fridge: (p) =>
    `<rect x="180" y="50" width="240" height="420" rx="18" fill="${p.body}"/><path d="M180 200H420" fill="none"/>` +
    `<rect x="382" y="90" width="14" height="70" rx="7" fill="${p.dark}"/><rect x="382" y="230" width="14" height="120" rx="7" fill="${p.dark}"/>` +
    `<rect x="204" y="90" width="40" height="8" rx="4" fill="${p.accent}" stroke="none"/>`,
  washer: (p) =>
    `<rect x="140" y="70" width="320" height="400" rx="20" fill="${p.body}"/><path d="M140 150H460" fill="none"/>` +
    `<rect x="170" y="96" width="130" height="28" rx="6" fill="${p.dark}"/><circle cx="405" cy="110" r="20" fill="${p.accent}"/>` +
    `<circle cx="300" cy="310" r="112" fill="${p.dark}"/><circle cx="300" cy="310" r="82" fill="${p.accent}" opacity=".55"/>` +
    `<path d="M236 330q32-30 64 0t64 0" fill="none" stroke="#fff"/>`,
  stove: (p) =>
    `<path d="M262 112q-16-22 0-48q16 26 0 48zM338 112q-16-22 0-48q16 26 0 48z" fill="${p.accent}" stroke="none"/>` +
    `<rect x="120" y="112" width="360" height="30" rx="6" fill="${p.dark}"/><rect x="130" y="142" width="340" height="328" rx="10" fill="${p.body}"/>` +
    `<path d="M170 180h1M235 180h1M300 180h1M365 180h1M430 180h1" stroke-width="26"/>` +
    `<rect x="165" y="230" width="270" height="190" rx="10" fill="${p.dark}"/><rect x="195" y="262" width="210" height="130" fill="${p.accent}" opacity=".45" stroke="none"/>` +
    `<path d="M190 214H410" stroke-width="10"/>`,
  heater: (p) =>
    `<path d="M210 95q-18-20 0-40t0-40M300 95q-18-20 0-40t0-40M390 95q-18-20 0-40t0-40" fill="none" stroke="${p.accent}" stroke-width="9"/>` +
    `<path d="M160 130v270M210 130v270M260 130v270M310 130v270M360 130v270M410 130v270" stroke-width="42"/>` +
    `<path d="M160 130v270M210 130v270M260 130v270M310 130v270M360 130v270M410 130v270" stroke="${p.body}" stroke-width="30"/>` +
    `<path d="M140 420H440" stroke-width="12"/><circle cx="170" cy="448" r="18" fill="${p.dark}"/><circle cx="410" cy="448" r="18" fill="${p.dark}"/>`,
  fan: (p) =>
    `<path d="M292 330h16v110h-16z" fill="${p.dark}"/><ellipse cx="300" cy="448" rx="110" ry="20" fill="${p.dark}"/>` +
    `<circle cx="300" cy="190" r="150" fill="${p.body}" fill-opacity=".6"/>` +
    `<g fill="${p.accent}"><ellipse cx="300" cy="115" rx="40" ry="72"/><ellipse cx="300" cy="115" rx="40" ry="72" transform="rotate(120 300 190)"/>` +
    `<ellipse cx="300" cy="115" rx="40" ry="72" transform="rotate(240 300 190)"/></g><circle cx="300" cy="190" r="26" fill="${p.dark}"/>`,
  vacuum: (p) =>
    `<path d="M330 340C430 320 420 190 370 140L470 410" fill="none" stroke-width="16"/>` +
    `<ellipse cx="220" cy="370" rx="130" ry="82" fill="${p.accent}"/><circle cx="160" cy="440" r="24" fill="${p.dark}"/><circle cx="290" cy="440" r="24" fill="${p.dark}"/>` +
    `<rect x="420" y="405" width="110" height="30" rx="8" fill="${p.dark}"/><ellipse cx="220" cy="350" rx="60" ry="30" fill="${p.body}"/>`,
  microwave: (p) =>
    `<rect x="80" y="140" width="440" height="280" rx="16" fill="${p.body}"/><rect x="110" y="172" width="290" height="216" rx="8" fill="${p.dark}"/>` +
    `<rect x="132" y="194" width="246" height="172" rx="4" fill="${p.accent}" opacity=".4" stroke="none"/><rect x="420" y="176" width="80" height="40" rx="4" fill="${p.dark}"/>` +
    `<path d="M440 250h1M480 250h1M440 285h1M480 285h1M440 320h1M480 320h1" stroke-width="18"/><circle cx="460" cy="370" r="22" fill="${p.accent}"/>`,
  oven: (p) =>
    `<rect x="90" y="130" width="420" height="300" rx="14" fill="${p.body}"/><path d="M150 172h1M215 172h1M385 172h1M450 172h1" stroke-width="30"/>` +
    `<rect x="120" y="210" width="360" height="196" rx="8" fill="${p.dark}"/><rect x="150" y="245" width="300" height="135" fill="${p.accent}" opacity=".5" stroke="none"/>` +
    `<path d="M170 228H430" stroke="${p.body}" stroke-width="8"/><path d="M130 430v20M470 430v20" stroke-width="14"/>`,
  airfryer: (p) =>
    `<rect x="160" y="80" width="280" height="380" rx="50" fill="${p.dark}"/><circle cx="300" cy="160" r="38" fill="${p.accent}"/>` +
    `<rect x="185" y="240" width="230" height="190" rx="26" fill="${p.body}"/><rect x="245" y="300" width="110" height="32" rx="16" fill="${p.dark}"/>`,
  kettle: (p) =>
    `<path d="M370 190q90 10 72 120q-10 60-52 80" fill="none" stroke-width="20"/><path d="M215 185l-62-44 10-14 72 30z" fill="${p.body}"/>` +
    `<path d="M210 150h170l40 300H170z" fill="${p.body}"/><rect x="255" y="122" width="80" height="30" rx="10" fill="${p.dark}"/>` +
    `<rect x="282" y="240" width="28" height="130" rx="8" fill="${p.accent}" opacity=".75"/><rect x="150" y="448" width="290" height="24" rx="10" fill="${p.dark}"/>`,
  hairdryer: (p) =>
    `<path d="M345 310l-45 150h64l34-140z" fill="${p.dark}"/><rect x="140" y="205" width="260" height="90" rx="12" fill="${p.accent}"/>` +
    `<circle cx="390" cy="250" r="95" fill="${p.accent}"/><circle cx="390" cy="250" r="44" fill="${p.body}"/><rect x="100" y="192" width="50" height="116" rx="10" fill="${p.dark}"/>`,
  service: (p) =>
    `<path d="M390 90a95 95 0 0 0-100 124L130 374a36 36 0 0 0 51 51l160-160a95 95 0 0 0 124-100l-60 60-55-15-15-55z" fill="${p.accent}"/>` +
    `<circle cx="155" cy="400" r="10" fill="${p.body}"/>`,
} satisfies Record<string, Draw>
