// Import boundaries of the repository (see README "Layout"):
//  - a web feature imports only itself, web/src/{app,lib,components,data} and packages, never
//    another feature (static, dynamic or re-export); web/src/app composes features;
//  - web reaches functions only through the contract (@hta/functions/contract), or one zod-free
//    shared module of a feature by itself (@hta/functions/contract/shared/<feature>/<module>:
//    constants and rules a page shows, without every registry's schemas);
//  - functions import nothing from web, emulators or tests;
//  - a server feature (functions/src/features/<name>/) imports no other feature's folder: what it
//    keeps on another feature's registry it declares in its own folder (`contributes`), and the
//    list of features composes it. The dependencies older than that rule are listed below;
//  - the contract (functions/src/contract and the shared parts of functions/src/features/<name>:
//    everything but server.ts, handlers.ts and *.server.ts) is bundled into the web app, so it
//    imports no server code: not firebase-admin or firebase-functions, not functions/src/api,
//    auth, platform or echo, not a feature's server part;
//  - a feature's outside-in tests (<name>.integration.ts in its server folder, <name>.e2e.ts in
//    its web folder) run from the test layer against the running platform: they may import
//    tests/ (its sessions, platform, fixtures) and the contract, and are never bundled.
import { existsSync, readFileSync } from 'node:fs';
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

/**
 * Server features that still import another feature's folder, as `importer: [imported]`: shared
 * rules and demo records (selection ranks with evaluations' aggregate, the import checks
 * communities', facilities' and technologies' fields, demo records point to others' demo
 * records). Each is a dependency to remove or to keep knowingly; the list must not grow.
 */
const KNOWN_SERVER_DEPENDENCIES = {
  clinicalNeeds: ['needsAssessments'],
  communities: ['needsAssessments'],
  evaluations: ['technologies'],
  imports: ['communities', 'epi', 'facilities', 'geography', 'technologies'],
  lifecycle: ['technologies'],
  needsAssessments: ['clinicalNeeds'],
  selection: ['evaluations', 'technologies'],
  technologies: ['evaluations', 'vendors'],
  vendors: ['technologies'],
};

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
const SERVER_DIRS = ['api', 'auth', 'platform', 'echo', 'tools'];

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
    return { ws: 'functions', serverFeature: rel[3] };
  return { ws: rel[0] };
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
    const contract = inContract(file) && !/\.test\.ts$/.test(file) && !outsideIn;
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
      const to = area(path.resolve(path.dirname(file), spec));
      if (from.ws === 'web' && from.feature && to.feature && to.feature !== from.feature) {
        context.report({
          node,
          message: `Feature "${from.feature}" must not import feature "${to.feature}"; declare what it adds to another feature's page in its feature.ts (panels), or share it from web/src/components.`,
        });
      }
      if (outsideIn && (to.ws === 'tests' || to.ws === 'functions')) return;
      if (
        from.serverFeature &&
        to.serverFeature &&
        to.serverFeature !== from.serverFeature &&
        !KNOWN_SERVER_DEPENDENCIES[from.serverFeature]?.includes(to.serverFeature)
      ) {
        context.report({
          node,
          message: `Feature "${from.serverFeature}" must not import feature "${to.serverFeature}"; declare what it keeps on another feature's registry in its feature.ts (contributes), or share it from functions/src/contract.`,
        });
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
