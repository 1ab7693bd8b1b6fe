// What registries do on the server beyond their declaration, derived from the features' server
// parts (given by the server's list of them, features/servers.ts): the owning feature's hooks,
// with what other features contribute to the registry's records (readiness and onboarding add to
// a facility's page). A registry without either works from its declaration alone (feedback does).
import type { Approval, Contribution, FeatureServer } from '../feature.js';
import type { WriteContext } from './kit.js';
import type { RegistryServer } from './records.js';

type Data = Record<string, unknown>;

/** The registries' servers and approval effects of the features' server parts `parts`. */
export function registryServersOf(parts: readonly FeatureServer[]) {
  /** The contributions features make to `name`'s records. */
  function contributionsTo(name: string): Contribution[] {
    return parts.flatMap((s) => {
      const contribution = (s.contributes as Partial<Record<string, Contribution>> | undefined)?.[
        name
      ];
      return contribution ? [contribution] : [];
    });
  }

  /**
   * Runs what features keep of a record's version as it is approved (`Contribution.onApprove`),
   * inside the approval's transaction: every contributor reads first, then the caller writes the
   * approval and runs the returned writes.
   */
  async function approvalEffects(
    name: string,
    ctx: WriteContext,
    record: Data,
    approval: Approval,
  ): Promise<Array<() => void>> {
    const effects: Array<() => void> = [];
    // One after the other: each reads before any writes, and none writes before all have read.
    for (const c of contributionsTo(name))
      if (c.onApprove) effects.push(await c.onApprove(ctx, record, approval));
    return effects;
  }

  /**
   * A registry's server: its own hooks, with a profile, guards and the side effects of writes and
   * deletions merging its own with its contributors'.
   */
  function registryServerOf(name: string): RegistryServer {
    const own = parts.find((s) => s.registries?.[name])?.registries?.[name] ?? {};
    const contributions = contributionsTo(name);
    const profiles = contributions.flatMap((c) => (c.profile ? [c.profile] : []));
    const writes = contributions.flatMap((c) => (c.onWrite ? [c.onWrite] : []));
    const deletes = contributions.flatMap((c) => (c.onDelete ? [c.onDelete] : []));
    const guards = contributions.flatMap((c) => (c.guard ? [c.guard] : []));
    const server: RegistryServer = { ...own };
    if (guards.length)
      server.guard = async (ctx, op, before, fields) => {
        await own.guard?.(ctx, op, before, fields);
        for (const guard of guards) await guard(ctx, op, before, fields);
      };
    if (profiles.length)
      server.profile = async (record, caller) => {
        const answers = await Promise.all([
          own.profile ? own.profile(record, caller) : Promise.resolve({}),
          ...profiles.map((profile) => profile(record, caller)),
        ]);
        return Object.assign({}, ...answers) as Data;
      };
    if (writes.length)
      server.derive = async (ctx, fields, before, id) => {
        // Every part reads before any writes: the writes are returned and run together.
        const derived = (await own.derive?.(ctx, fields, before, id)) ?? { data: {} };
        const effects: Array<(() => void) | undefined> = [derived.effects];
        for (const onWrite of writes) effects.push(await onWrite(ctx, fields, before, id));
        return { data: derived.data, effects: () => effects.forEach((effect) => effect?.()) };
      };
    if (deletes.length)
      server.onDelete = async (ctx, before) => {
        // Every part reads before any writes: the writes are returned and run together.
        const effects: Array<(() => void) | undefined> = [await own.onDelete?.(ctx, before)];
        for (const onDelete of deletes) effects.push(await onDelete(ctx, before));
        return () => effects.forEach((effect) => effect?.());
      };
    return server;
  }

  return { registryServerOf, approvalEffects, contributionsTo };
}
