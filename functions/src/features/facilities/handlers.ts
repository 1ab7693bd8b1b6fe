// Declaring a facility's services (admins): a set, so sending it again changes nothing and
// writes nothing; a change leaves its audit entry and a new version, as every record write does.
import { collectionsOf } from '../../contract/registry.js';
import type { Handlers } from '../../api/handler.js';
import { db, readForWrite, recordChange, Timestamp } from '../../api/registries/kit.js';
import { readStored } from '../../api/registries/read.js';
import { facilities, facility } from './contract.js';

const collections = collectionsOf(facilities);
const stored = facility.pick({ name: true, services: true, servicesSource: true, version: true });

export const facilityHandlers: Pick<Handlers, 'facilities.setServices'> = {
  'facilities.setServices': ({ id, services, servicesSource }, { caller }) =>
    db.runTransaction(async (tx) => {
      const before = await readForWrite(tx, collections.facilities, 'facility', id, undefined);
      const now = readStored(stored, before);
      const same =
        now.servicesSource === servicesSource &&
        now.services.length === services.length &&
        now.services.every((s) => services.includes(s));
      if (same) return { id, services: now.services, servicesSource, changed: false };
      const ctx = { tx, caller, now: Timestamp.now() };
      const version = now.version + 1;
      tx.update(before.ref, {
        services,
        servicesSource,
        version,
        updatedAt: ctx.now,
        updatedBy: caller.uid,
      });
      recordChange(ctx, {
        collection: collections.facilities,
        recordId: id,
        name: now.name,
        action: 'update',
        fields: ['services', 'servicesSource'],
        version,
      });
      return { id, services, servicesSource, changed: true };
    }),
};
