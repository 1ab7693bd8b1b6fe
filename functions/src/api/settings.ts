// Settings administrators change without code: one versioned document each (settings/{name}),
// the declared defaults until someone saves; saves are audited like any record.
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';

import type { SettingDeclaration } from '../contract/index.js';
import type { HandlerContext } from './context.js';
import { db, recordChange, Timestamp } from './registries/kit.js';
import { readStored } from './registries/read.js';

export const SETTINGS = 'settings';

/** A saved setting: its value (checked against the setting's own schema) and who saved it. */
const storedSetting = z.object({
  value: z.unknown(),
  version: z.number().int().min(1),
  updatedAt: z.instanceof(Timestamp),
  updatedByEmail: z.string().nullable().default(null),
});
const savedSetting = (snap: DocumentSnapshot) =>
  snap.exists ? readStored(storedSetting, snap) : null;

type Answer<S extends z.ZodType> = {
  value: z.output<S>;
  version: number;
  updatedAt: string | null;
  updatedByEmail: string | null;
};

/** A setting's current value: the defaults until an administrator saves one. */
export async function readSetting<Name extends string, S extends z.ZodType>(
  setting: SettingDeclaration<Name, S>,
): Promise<z.output<S>> {
  return settingAnswer(setting, savedSetting(await db.collection(SETTINGS).doc(setting.name).get()))
    .value;
}

function settingAnswer<Name extends string, S extends z.ZodType>(
  setting: SettingDeclaration<Name, S>,
  data: z.output<typeof storedSetting> | null,
): Answer<S> {
  if (!data) {
    return {
      value: setting.schema.parse(setting.defaults),
      version: 0,
      updatedAt: null,
      updatedByEmail: null,
    };
  }
  const parsed = setting.schema.safeParse(data.value);
  if (!parsed.success) {
    // A stored value the schema no longer accepts: people get the defaults, operators a log line.
    logger.error(`Setting ${setting.name} does not match its schema; the defaults are used.`);
  }
  return {
    value: parsed.success ? parsed.data : setting.schema.parse(setting.defaults),
    version: data.version,
    updatedAt: data.updatedAt.toDate().toISOString(),
    updatedByEmail: data.updatedByEmail,
  };
}

export function settingHandlers<Name extends string, S extends z.ZodType>(
  setting: SettingDeclaration<Name, S>,
) {
  const ref = () => db.collection(SETTINGS).doc(setting.name);
  const get = async () => settingAnswer(setting, savedSetting(await ref().get()));

  const save = async (
    { value, version }: { value: z.output<S>; version: number },
    { caller }: HandlerContext,
  ) =>
    db.runTransaction(async (tx) => {
      const now = Timestamp.now();
      const current = await tx.get(ref());
      const stored = savedSetting(current)?.version ?? 0;
      if (stored !== version) {
        throw new HttpsError(
          'aborted',
          `${setting.title} were changed by someone else since you opened them (now at version ${stored}). Reload to see their changes; yours were not saved.`,
          { currentVersion: stored },
        );
      }
      const data = {
        value,
        version: stored + 1,
        updatedAt: now,
        updatedBy: caller.uid,
        updatedByEmail: caller.email,
      };
      tx.set(ref(), data);
      recordChange(
        { tx, caller, now },
        {
          collection: SETTINGS,
          recordId: setting.name,
          name: setting.title,
          action: 'update',
          fields: ['value'],
          version: stored + 1,
        },
      );
      return settingAnswer(setting, data);
    });

  return {
    [`${setting.name}.get`]: get,
    [`${setting.name}.save`]: save,
  };
}
