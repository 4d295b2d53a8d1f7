/**
 * The import rules of docs/architecture.md, checked on every CI run:
 *   ui, cli, features -> config -> adapters -> core;  ui, cli, features, config -> core.
 * A wrong import fails `npm run check:deps`.
 */
const CORE_LIBRARIES = 'luxon|rxjs|libphonenumber-js';
const HEAVY_LIBRARIES = '@stripe|@adyen|maplibre-gl|jspdf';
// Issue 16.2: the folders of ui that every area may use. Everything else under ui/ is an area (menu, checkout,
// account, ...) except ui/app, the shell that routes to the areas.
const UI_SHARED = 'container|routing|session|format|notifications|storage|async|design|locales|map|consent|viewport|html';
/**
 * Issue 16.2: what an area offers the other areas, the one thing each of them really uses of it (a product card,
 * the tracking page's blocks, an area's paths). A name is a file inside the area, a .ts or .tsx one given without
 * its extension; any other file of an area is its own. No barrel index re-exports them: it would pull a whole
 * area into the first route or into another's lazy chunk. Keep the lists short: what every area needs belongs
 * in a shared folder (UI_SHARED).
 */
const UI_AREA_PUBLIC = {
  account: ['favourite-product-toggle'],
  basket: ['basket-lines', 'quick-add-button'],
  booking: ['booking-paths'],
  checkout: ['order-in-progress', 'order-submission', 'payment/payment.css'],
  feedback: ['feedback-invitation', 'feedback-tile-dialog'],
  group: ['group-order-together', 'group-order-type'],
  limitation: ['limitation-entities'],
  offline: ['online-status'],
  menu: ['category-bar', 'product-card', 'product-card-view', 'product-events'],
  product: ['missing-options', 'option-choices-view-model', 'option-fieldset', 'product-details', 'product.css'],
  receipt: ['receipt-request-form'],
  'room-directory': ['room-directory-paths'],
  suggestions: ['suggested-products'],
  table: ['pay-the-table-button'],
  tracking: ['track-steps'],
};
const asPattern = (name) => name.replace(/[.]/g, '[.]');
const UI_AREA_PUBLIC_PATHS = Object.entries(UI_AREA_PUBLIC).map(
  ([area, names]) => `^ui/${asPattern(area)}/(${names.map((name) => (/[.]css$/.test(name) ? asPattern(name) : `${asPattern(name)}[.]tsx?`)).join('|')})$`,
);

module.exports = {
  forbidden: [
    {
      name: 'core-stays-inside',
      comment: 'core depends on nothing of ours but itself.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(adapters|ui|cli|config|features|tests)/' },
    },
    {
      name: 'core-small-pure-libraries-only',
      comment: `core imports only ${CORE_LIBRARIES}: no react, mobx, inversify, ky, socket.io.`,
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], pathNot: `node_modules/(${CORE_LIBRARIES})/` },
    },
    {
      name: 'core-no-node-builtins',
      comment: 'core runs in the browser and in node: no node built-ins.',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'adapters-point-at-core',
      comment: 'an adapter implements core ports; it never imports ui, cli, config, features or tests.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|cli|config|features|tests)/' },
    },
    {
      name: 'adapters-keep-to-themselves',
      comment: "an adapter never imports another adapter's internals; platform-api is the platform's published contract (paths, envelopes), shared by the HTTP gateways and the simulator.",
      severity: 'error',
      from: { path: '^adapters/([^/]+)/' },
      to: { path: '^adapters/', pathNot: '^adapters/($1|platform-api)/' },
    },
    {
      name: 'config-is-below-its-users',
      comment: 'config binds ports to adapters; ui, cli and features use it, not the other way round. Tool configs (*.config.*, cucumber.mjs) only point tools at folders.',
      severity: 'error',
      from: { path: '^config/', pathNot: '^config/([^/]+[.]config[.](ts|js|mjs|cjs)|cucumber[.]mjs)$' },
      to: { path: '^(ui|cli|features|tests)/' },
    },
    {
      name: 'ui-reaches-adapters-through-config',
      comment: 'ui gets use cases from the container, never an adapter directly.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(adapters|cli|features|tests)/' },
    },
    {
      name: 'ui-shared-folders-never-import-an-area',
      comment: `ui's shared folders (${UI_SHARED}) serve every area; an area's import would make them depend on it.`,
      severity: 'error',
      from: { path: `^ui/(${UI_SHARED})/` },
      to: { path: '^ui/[^/]+/', pathNot: `^ui/(${UI_SHARED})/` },
    },
    {
      name: 'ui-areas-never-import-the-shell',
      comment: 'ui/app is the shell: it routes to the areas and frames their pages; what areas share lives in a shared folder.',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/app/' },
      to: { path: '^ui/app/' },
    },
    {
      name: 'ui-areas-import-only-public-surfaces',
      comment:
        "an area imports another area only through the files that area lists in UI_AREA_PUBLIC (config/dependency-cruiser.cjs); the rest of an area is its own, and what every area needs lives in a shared folder.",
      severity: 'error',
      from: { path: '^ui/([^/]+)/', pathNot: `^ui/(${UI_SHARED}|app)/` },
      to: { path: '^ui/[^/]+/', pathNot: [`^ui/($1|${UI_SHARED}|app)/`, ...UI_AREA_PUBLIC_PATHS] },
    },
    {
      name: 'cli-reaches-adapters-through-config',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^(adapters|ui|features|tests)/' },
    },
    {
      name: 'features-reach-adapters-through-config',
      severity: 'error',
      from: { path: '^features/' },
      to: { path: '^(adapters|ui|cli|tests)/' },
    },
    {
      name: 'heavy-libraries-load-lazily',
      comment: 'payment SDKs, maps and PDF are imported with import() on the screen that needs them.',
      severity: 'error',
      from: { path: '^(ui|config|adapters)/' },
      to: { path: `node_modules/(${HEAVY_LIBRARIES})`, dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'no-circular',
      // Issue 16.4: type imports count too (tsPreCompilationDeps below keeps them in the graph): a circle of
      // types is still two files that cannot be understood, moved or split one without the other.
      comment: 'no import circle, type-only imports included',
      severity: 'error',
      from: { path: '^(core|adapters|config|ui|cli)/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
