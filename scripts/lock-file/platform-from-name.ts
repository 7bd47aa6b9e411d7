/**
 * The platform a native binary package is built for, read from its name: `@rollup/rollup-darwin-arm64`
 * → darwin, arm64; `@tailwindcss/oxide-linux-x64-musl` → linux, x64, musl. Rollup, esbuild and
 * tailwind's oxide name their per-platform packages this way, and their package.json files declare
 * the same `os`, `cpu` and `libc`; npm reads those fields from the lock file to skip a package
 * without downloading it on any other machine.
 */
export interface Platform {
  os?: string[]
  cpu?: string[]
  libc?: string[]
}

const OPERATING_SYSTEMS = new Set([
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
])
const CPUS = new Set(['arm', 'arm64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32', 'x64'])

/** Undefined when the name says neither an operating system nor a processor. */
export function platformFromName(packageName: string): Platform | undefined {
  const words = packageName.slice(packageName.lastIndexOf('/') + 1).split('-')
  const os = words.find((word) => OPERATING_SYSTEMS.has(word))
  const cpu = words.find((word) => CPUS.has(word))
  if (!os && !cpu) return undefined
  const platform: Platform = {}
  if (os) platform.os = [os]
  if (cpu) platform.cpu = [cpu]
  // libc only means something on Linux (win32-x64-gnu is MinGW), and only the plain `gnu` and
  // `musl` builds declare it (lightningcss-linux-arm-gnueabihf does not). Leaving it out where a
  // package does declare it costs at most a download; a wrong one would skip a needed package.
  if (os === 'linux' && words.includes('gnu')) platform.libc = ['glibc']
  if (os === 'linux' && words.includes('musl')) platform.libc = ['musl']
  return platform
}
