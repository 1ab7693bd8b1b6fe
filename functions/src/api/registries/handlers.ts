// A registry's five operations on the server, from its declaration and its server specifics.
import type { AnyRegistry } from '../../contract/index.js';
import type { Caller, HandlerContext } from '../context.js';
import { db, listConfigOf, listPage, notFound, recordData, type ListInput } from './kit.js';
import { createRecord, deleteRecord, updateRecord, type RegistryServer } from './records.js';

type Data = Record<string, unknown>;
/** A handler as the dispatcher calls it: input already validated against the contract. */
export type RegistryHandler = (input: never, context: HandlerContext) => Promise<unknown>;

export function registryHandlers(
  registry: AnyRegistry,
  server: RegistryServer = {},
): Record<string, RegistryHandler> {
  const config = listConfigOf(registry);
  const { name, label, recordKey } = registry;
  const ownOnly = (caller: Caller) => registry.ownRecordsOnly === true && !caller.admin;

  /** A record as this caller may see it, or null when it is not theirs to see. */
  const visible = (data: Data, caller: Caller): Data | null => {
    if (ownOnly(caller) && data.createdBy !== caller.uid) return null;
    return server.view ? server.view(data, caller) : data;
  };

  const list = async (input: ListInput, { caller }: HandlerContext) => {
    const asked = server.listInput ? server.listInput(input, caller) : input;
    const select = server.select?.(caller) ?? config.select;
    // Own records only is a condition of the query; rows are then shown as the caller may see
    // them (a row the view hides is left out — listInput should have kept it from the query).
    const page = await listPage(
      { ...config, select },
      asked,
      (data) => (server.view ? server.view(data, caller) : data),
      ownOnly(caller) ? { createdBy: caller.uid } : {},
    );
    return { ...page, items: page.items.filter((item) => item !== null) };
  };

  const get = async ({ id }: { id: string }, { caller }: HandlerContext) => {
    const snap = await db.collection(name).doc(id).get();
    const data = snap.exists ? visible(recordData(snap), caller) : null;
    if (!data) throw notFound(label, id);
    const profile = server.profile ? await server.profile(data, caller) : {};
    return { [recordKey]: data, ...profile };
  };

  const create = async (
    { fields, requestId }: { fields: Data; requestId?: string },
    { caller }: HandlerContext,
  ) => ({
    [recordKey]: await createRecord(
      registry,
      server,
      fields,
      caller,
      undefined,
      undefined,
      requestId,
    ),
  });

  const update = async (
    { id, version, fields }: { id: string; version: number; fields: Data },
    { caller }: HandlerContext,
  ) => ({ [recordKey]: await updateRecord(registry, server, id, version, fields, caller) });

  const remove = async (
    { id, version }: { id: string; version?: number },
    { caller }: HandlerContext,
  ) => {
    await deleteRecord(registry, server, id, version, caller);
    return { deleted: true as const };
  };

  // Each handler takes its operation's validated input; the dispatcher pairs them by name.
  return {
    [`${name}.list`]: list,
    [`${name}.get`]: get,
    [`${name}.create`]: create,
    [`${name}.update`]: update,
    [`${name}.delete`]: remove,
  };
}
