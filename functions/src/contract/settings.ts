// Settings administrators change without code (the MAST question set, the readiness items…):
// each is one versioned document, declared once with its schema and default, read by the signed-
// in people who need it and saved by administrators.
import { z } from 'zod';

import { optionalText, plainText } from './common.js';
import { defineOperation, type Access } from './operation.js';

export interface SettingDeclaration<Name extends string, Schema extends z.ZodType> {
  name: Name;
  title: string;
  /** What it is for, shown on the admin page. */
  description: string;
  schema: Schema;
  defaults: z.input<Schema>;
  read: Access;
}

export const settingVersion = z.number().int().min(0);

export function defineSetting<const Name extends string, Schema extends z.ZodType>(
  setting: SettingDeclaration<Name, Schema>,
) {
  const answer = z.object({
    value: setting.schema,
    /** 0 while the defaults are in use (nothing saved yet). */
    version: settingVersion,
    updatedAt: z.string().nullable(),
    updatedByEmail: z.string().nullable(),
  });
  return {
    ...setting,
    operations: {
      [`${setting.name}.get`]: defineOperation({
        access: setting.read,
        summary: `${setting.title}: the current value (the defaults until an administrator saves).`,
        input: z.object({}).strict(),
        output: answer,
      }),
      [`${setting.name}.save`]: defineOperation({
        access: 'admin',
        summary: `${setting.title}: saves a new value; refused if someone else saved since \`version\`.`,
        input: z.object({ value: setting.schema, version: settingVersion }).strict(),
        output: answer,
      }),
    } as {
      // Template-literal keys, as defineRegistry types them.
      [K in `${Name}.get`]: ReturnType<typeof defineOperation<z.ZodObject, typeof answer>>;
    } & {
      [K in `${Name}.save`]: ReturnType<
        typeof defineOperation<
          z.ZodObject<{ value: Schema; version: typeof settingVersion }>,
          typeof answer
        >
      >;
    },
  };
}

/**
 * A set of questions in groups (MAST domains, readiness areas): administrators edit the
 * questions; each group's key and title stay as the product defines them.
 */
export const questionText = plainText(300).refine((s) => s.length >= 3, 'Write the question.');

export const question = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'An id is lower-case letters, digits and dashes.'),
    text: questionText,
    help: optionalText(500),
  })
  .strict();
export type Question = z.output<typeof question>;

/** The questions of each group, keyed by the group (ids unique within a group). */
export const questionGroups = <Key extends string>(keys: readonly [Key, ...Key[]]) =>
  z
    .object(
      Object.fromEntries(
        keys.map((k) => [
          k,
          z
            .array(question)
            .min(1, 'Keep at least one question.')
            .max(12, 'At most 12 questions.')
            .refine(
              (qs) => new Set(qs.map((q) => q.id)).size === qs.length,
              'Two questions have the same id.',
            ),
        ]),
      ) as unknown as Record<Key, z.ZodType<Question[]>>,
    )
    .strict();
