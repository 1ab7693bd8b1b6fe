// Import boundaries of the repository (docs/architecture.md, "How the code is put together"):
//  - a web feature imports only itself, web/src/{app,lib,components,data} and packages, never
//    another feature (static, dynamic or re-export); web/src/app composes features;
//  - web reaches functions only through the contract (@hta/functions/contract), or one zod-free
//    shared module of a feature by itself (@hta/functions/contract/shared/<feature>/<module>:
//    constants and rules a page shows, without every registry's schemas);
//  - functions import nothing from web, emulators or tests;
//  - a server feature (functions/src/features/<name>/) imports the kernel, the server's shared
//    modules and, of another feature, only what that feature declares public: its `public.ts`
//    (the names it offers others), its `routes.ts` (its pages' paths, for links: it imports only
//    the kernel, so a link never makes a loop), and from a demo its `demo.ts`. It never imports
//    the composition root (the modules that list every feature). Two features never use each
//    other's public modules both ways: the first import decides the direction, and the lint
//    refuses the other (what both need moves into the lower feature, or becomes a contribution).
//    A feature's unit tests may set up from anywhere;
//  - the contract (functions/src/contract and the shared parts of functions/src/features/<name>:
//    everything but server.ts, handlers.ts and *.server.ts) is bundled into the web app, so it
//    imports no server code: not firebase-admin or firebase-functions, not functions/src/api,
//    auth, platform or tools, not a feature's server part;
//  - a feature's outside-in tests (<name>.integration.ts in its server folder, <name>.e2e.ts in
//    its web folder) run from the test layer against the running platform: they may import
//    tests/ (its sessions, platform, fixtures) and the contract, and are never bundled.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_MAY_IMPORT = [
  '@hta/functions/contract',
  '@hta/functions/contract/names',
  '@hta/functions/contract/paths',
  '@hta/functions/contract/routes',
  '@hta/functions/contract/plural',
  '@hta/functions/contract/numbers',
  '@hta/functions/contract/registryEntry',
];

/** The composition root: the modules that list every feature or derive from the list. */
const COMPOSITION_ROOT = [
  /^functions\/src\/contract\/(index|attachments|registryCatalogue)\.ts$/,
  /^functions\/src\/contract\/registries\//,
  /^functions\/src\/features\/[^/]+\.ts$/,
  /^functions\/src\/api\/handlers\.ts$/,
];

/**
 * What of a feature's folder other features may import: see the header. `public.server.ts` is
 * the part of what it offers that is server code (a parser the web app must not bundle), for
 * other features' server parts only.
 */
const PUBLIC_MODULES = ['public.ts', 'public.server.ts', 'routes.ts'];

/** A feature's shared module, imported by itself: `@hta/functions/contract/shared/onboarding/milestones`. */
const SHARED_MODULE = /^@hta\/functions\/contract\/shared\/([A-Za-z]+)\/([A-Za-z]+)$/;

/**
 * Why the web app may not import a feature's module by itself, or null: it must be a shared part
 * of a feature (not its server part) that imports no zod and nothing else — the point of
 * importing it alone is to leave the schemas out of the page.
 */
function sharedModuleProblem(spec) {
  const [, feature, name] = SHARED_MODULE.exec(spec);
  const file = path.join(ROOT, 'functions/src/features', feature, `${name}.ts`);
  if (!existsSync(file))
    return `${spec}: no such module (functions/src/features/${feature}/${name}.ts).`;
  if (isServerCode(file)) return `${spec} is server code.`;
  // Type imports are erased from the build; any other import would bring its module along.
  if (
    /^\s*(import(?!\s+type\s)|export(?!\s+type\s))[^;]*?\sfrom\s/m.test(readFileSync(file, 'utf8'))
  )
    return `${spec} imports other modules: a module the web app imports by itself stands alone (no zod, no contract), or import it from @hta/functions/contract.`;
  return null;
}

const SERVER_PACKAGES = /^(firebase-admin|firebase-functions|@google\/genai|exceljs)(\/|$)/;
const SERVER_DIRS = ['api', 'auth', 'platform', 'tools'];

/** A feature's server part: server.ts, handlers.ts, *.server.ts (and their tests). */
const isFeatureServerFile = (name) =>
  /^(server|handlers)(\.test)?\.ts$|\.server(\.test)?\.ts$/.test(name);

/** Whether a file of functions/src is part of the contract the web app bundles. */
function inContract(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] !== 'functions' || rel[1] !== 'src') return false;
  if (rel[2] === 'contract') return true;
  // features/servers.ts lists the server parts; every other file of a feature folder that is not
  // its server part is shared.
  if (rel[2] === 'features')
    return rel.length === 4 ? rel[3] !== 'servers.ts' : !isFeatureServerFile(rel.at(-1));
  return false;
}

/** Whether a file of functions/src is server code. */
function isServerCode(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] !== 'functions' || rel[1] !== 'src') return false;
  if (SERVER_DIRS.includes(rel[2])) return true;
  if (rel[2] !== 'features') return false;
  return rel.length === 4 ? rel[3] === 'servers.ts' : isFeatureServerFile(rel.at(-1));
}

function area(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'web' && rel[1] === 'src' && rel[2] === 'features')
    return { ws: 'web', feature: rel[3] };
  // A file directly in functions/src/features (the list of features) belongs to no feature.
  if (rel[0] === 'functions' && rel[1] === 'src' && rel[2] === 'features' && rel.length > 4)
    return { ws: 'functions', serverFeature: rel[3], module: rel.slice(4).join('/') };
  return { ws: rel[0] };
}

/** Whether a file of the repository is part of the composition root. */
const inCompositionRoot = (file) => {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  return COMPOSITION_ROOT.some((pattern) => pattern.test(rel));
};

const publicImporters = new Map();
/** The features whose non-test files import `feature`'s public module. */
function importersOfPublic(feature) {
  if (!publicImporters.has(feature)) {
    const features = path.join(ROOT, 'functions/src/features');
    const importers = new Set();
    const publicImport = new RegExp(`'\\.\\./${feature}/public(\\.server)?\\.js'`);
    for (const name of readdirSync(features)) {
      const dir = path.join(features, name);
      if (name === feature || !statSync(dir).isDirectory()) continue;
      for (const file of readdirSync(dir))
        if (/\.ts$/.test(file) && !/\.(test|integration)\.ts$/.test(file))
          if (publicImport.test(readFileSync(path.join(dir, file), 'utf8'))) importers.add(name);
    }
    publicImporters.set(feature, importers);
  }
  return publicImporters.get(feature);
}

/** Why a server feature may not import another's module, or null. */
function featureImportProblem(from, to) {
  const isDemo = from.module === 'demo.ts' && to.module === 'demo.ts';
  if (!PUBLIC_MODULES.includes(to.module) && !isDemo)
    return `Feature "${from.serverFeature}" may use feature "${to.serverFeature}" only through its public module (features/${to.serverFeature}/public.ts), not ${to.module}; or declare what it keeps on another feature's registry in its feature.ts (contributes).`;
  if (
    (to.module === 'public.ts' || to.module === 'public.server.ts') &&
    importersOfPublic(from.serverFeature).has(to.serverFeature)
  )
    return `Features "${from.serverFeature}" and "${to.serverFeature}" would use each other's public modules both ways: "${to.serverFeature}" imports "${from.serverFeature}" already. Move what both need into the lower one, or make it a contribution.`;
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep workspaces and web features from reaching into each other.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = area(file);
    const outsideIn = /\.(integration|e2e)\.ts$/.test(file);
    const unitTest = /\.test\.ts$/.test(file);
    const contract = inContract(file) && !unitTest && !outsideIn;
    /** Checks one module specifier: of an import, a dynamic import() or an export … from. */
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (contract && SERVER_PACKAGES.test(spec)) {
        context.report({
          node,
          message: `The contract is bundled into the web app: it must not import ${spec} (server code belongs in a feature's server.ts).`,
        });
        return;
      }
      if (spec.startsWith('@hta/functions')) {
        if (from.ws === 'web' && SHARED_MODULE.test(spec)) {
          const problem = sharedModuleProblem(spec);
          if (problem) context.report({ node, message: problem });
          return;
        }
        if (from.ws === 'web' && !WEB_MAY_IMPORT.includes(spec)) {
          context.report({
            node,
            message: `The web app may import only ${WEB_MAY_IMPORT.join(' and ')}, or a feature's zod-free module as @hta/functions/contract/shared/<feature>/<module>, from functions.`,
          });
        }
        return;
      }
      if (!spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
      if (contract && isServerCode(target)) {
        context.report({
          node,
          message: `The contract is bundled into the web app: it must not import server code (${spec}).`,
        });
      }
      const to = area(target);
      if (from.ws === 'web' && from.feature && to.feature && to.feature !== from.feature) {
        context.report({
          node,
          message: `Feature "${from.feature}" must not import feature "${to.feature}"; declare what it adds to another feature's page in its feature.ts (panels), or share it from web/src/components.`,
        });
      }
      if (outsideIn && (to.ws === 'tests' || to.ws === 'functions')) return;
      if (from.serverFeature && !unitTest && inCompositionRoot(target)) {
        context.report({
          node,
          message: `Feature "${from.serverFeature}" must not import the composition root (${spec}): it lists every feature, this one among them. Import the kernel (functions/src/contract) or another feature's public module.`,
        });
      }
      if (from.serverFeature && to.serverFeature && to.serverFeature !== from.serverFeature) {
        const problem = unitTest ? null : featureImportProblem(from, to);
        if (problem) context.report({ node, message: problem });
      }
      if (from.ws === 'functions' && to.ws !== 'functions') {
        context.report({ node, message: `functions must not import from ${to.ws}/.` });
      }
      if (from.ws === 'web' && to.ws !== 'web') {
        context.report({ node, message: `The web app must not import from ${to.ws}/ directly.` });
      }
    }
    const source = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: source,
      ImportExpression: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
    };
  },
};
