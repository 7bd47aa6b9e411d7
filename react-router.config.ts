import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // React Router 7 announces v8's changes at every build until each flag is set. Each is set
  // to today's behaviour on purpose (docs/decisions/027-quiet-start-and-valid-html.md): turning
  // one on changes how loaders receive their context, how data requests are addressed or how
  // the build is split, and belongs with the upgrade to v8 and its tests, not with a quiet start.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
