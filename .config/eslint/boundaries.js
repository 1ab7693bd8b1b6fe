// Import boundaries of the repository (see README "Layout"):
//  - a web feature imports only itself, web/src/{app,lib,components,data} and packages, never
//    another feature (static, dynamic or re-export); web/src/app composes features;
//  - web reaches functions only through the contract (@hta/functions/contract);
//  - functions import nothing from web, emulators or tests.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_MAY_IMPORT = [
  '@hta/functions/contract',
  '@hta/functions/contract/names',
  '@hta/functions/contract/paths',
  '@hta/functions/contract/routes',
  '@hta/functions/contract/plural',
];

function area(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'web' && rel[1] === 'src' && rel[2] === 'features')
    return { ws: 'web', feature: rel[3] };
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
    /** Checks one module specifier: of an import, a dynamic import() or an export … from. */
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('@hta/functions')) {
        if (from.ws === 'web' && !WEB_MAY_IMPORT.includes(spec)) {
          context.report({
            node,
            message: `The web app may import only ${WEB_MAY_IMPORT.join(' and ')} from functions.`,
          });
        }
        return;
      }
      if (!spec.startsWith('.')) return;
      const to = area(path.resolve(path.dirname(file), spec));
      if (from.ws === 'web' && from.feature && to.feature && to.feature !== from.feature) {
        context.report({
          node,
          message: `Feature "${from.feature}" must not import feature "${to.feature}"; declare what it adds to another feature's page in its feature.ts (panels), or share it from web/src/components.`,
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
