// Types of import-layers.mjs, which stays JavaScript: ESLint loads it as it is.
export declare const LAYER_MESSAGES: {
  readonly nodeBuiltin: string
  readonly serverModule: string
  readonly serverNamed: string
  readonly lucide: string
  readonly serverImportsApp: string
  readonly domainOnly: string
  readonly routeRepository: string
  readonly routeDatabase: string
  readonly repositoryService: string
}
/** The ESLint flat-config objects of the layers, spread into eslint.config.js. */
export declare const importLayers: readonly object[]
