// A chunk group (rolldown's `codeSplitting.groups`) of the code some lazily loaded modules import
// statically, less what the app's entry imports statically. A group captures its modules'
// dependencies by default: given only its roots, it would take modules the entry needs too, and
// the entry would then import the whole group on its first load.
import type { CodeSplittingGroup } from 'rolldown';

type NameFunction = Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type Context = Parameters<NameFunction>[1];

const NODE_MODULES = /\/node_modules\//;

/**
 * A group named `name` of the modules `roots` match and what they import statically, without the
 * modules the entry module (`entry`, an absolute path) imports statically.
 */
export function beyondEntry(name: string, roots: RegExp, entry: string): CodeSplittingGroup {
  // Per chunking pass (a build has one): the modules the group takes.
  const passes = new WeakMap<Context, Set<string>>();

  /** The modules `from` reaches through `follow`'s imports, `from` included. */
  const closure = (ctx: Context, from: string[], follow: (id: string) => readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...follow(id));
    }
    return seen;
  };

  const taken = (ctx: Context) => {
    const info = (id: string) => ctx.getModuleInfo(id);
    const staticImports = (id: string) => info(id)?.importedIds ?? [];
    // Every module of the app is reached from the entry, through static and dynamic imports.
    const all = closure(ctx, [entry], (id) => [
      ...staticImports(id),
      ...(info(id)?.dynamicallyImportedIds ?? []),
    ]);
    const initial = closure(ctx, [entry], staticImports);
    const fromRoots = closure(
      ctx,
      [...all].filter((id) => roots.test(id)),
      staticImports,
    );
    return new Set([...fromRoots].filter((id) => !initial.has(id) || NODE_MODULES.test(id)));
  };

  return {
    name: (id, ctx) => {
      let modules = passes.get(ctx);
      if (!modules) {
        modules = taken(ctx);
        passes.set(ctx, modules);
      }
      return modules.has(id) ? name : null;
    },
    // The name function chooses every module itself; the dependencies it leaves out (the
    // entry's) stay where they are.
    includeDependenciesRecursively: false,
  };
}
