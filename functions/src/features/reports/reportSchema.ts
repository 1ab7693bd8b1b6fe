// The HTA report's shape (model.ts builds it): what `reports.get` answers and the renderers lay
// out. Kept apart from model.ts, which uses other features' functions through the contract's
// index: this module imports nothing that imports it back.
//
// An approved dossier version's report is stored in this shape (frozen.server.ts) and read back
// through it for as long as the dossier exists: a change here must still read the reports kept
// before it (a new field optional or with a default), or they could no longer be rendered.
import { z } from 'zod';

const text = z.string();
const maybe = z.string().nullable();
/** A section: its content, or (`empty`) the sentence saying why there is none. */
const section = <T extends z.ZodType>(content: T) =>
  z.object({ empty: maybe, content: content.nullable() });

export const sofRow = z.object({
  outcome: text,
  importance: text,
  /** "120 (2 studies)". */
  participants: text,
  certainty: text,
  /** Footnoted reasons, numbered in the table. */
  reasons: z.array(text),
  relative: text,
  absolute: text,
  /** The reference numbers of the cited studies. */
  citations: z.array(z.number()),
  comments: text,
});
export type SofRow = z.infer<typeof sofRow>;

export const biaYear = z.object({
  label: text,
  current: z.number(),
  new: z.number(),
  net: z.number(),
});
export type BiaYear = z.infer<typeof biaYear>;

export const tornadoBar = z.object({
  label: text,
  /** The input's low and high as the analyst entered them: "10 % – 30 %", "$0.30 – $1.00". */
  range: text,
  low: z.number(),
  high: z.number(),
  netAtLow: z.number(),
  netAtHigh: z.number(),
});
export type TornadoBar = z.infer<typeof tornadoBar>;

export const htaReport = z.object({
  title: text,
  generatedAt: text,
  /** The dossier the report is of (its title as approved, for a kept one); null: a technology's. */
  dossier: z.object({ id: text, title: text }).nullable().default(null),
  technology: z.object({
    id: text,
    name: text,
    category: text,
    vendor: maybe,
    description: maybe,
    lifecycleStage: text,
  }),
  version: z.object({
    label: text,
    /** The dossier's version and its state (reports kept before these were added have neither). */
    number: z.number().int().positive().optional(),
    status: z.string().optional(),
    signOff: maybe,
    /** What the report was made from: as approved (kept at approval), or the records now. */
    basis: maybe,
    /** An approved version whose sources changed since: the report's figures are not those approved. */
    changed: maybe,
  }),
  summary: z.array(text),
  recommendation: z.object({ text, source: text }),
  context: z.object({
    needs: section(z.array(z.object({ title: text, status: text, ranks: text }))),
    communities: section(
      z.array(
        z.object({
          name: text,
          population2021: maybe,
          remoteness: maybe,
          hospital: maybe,
        }),
      ),
    ),
    readiness: section(
      z.array(z.object({ facility: text, community: maybe, readiness: text, detail: text })),
    ),
  }),
  mast: section(
    z.object({
      evaluations: z.number(),
      domains: z.array(
        z.object({ domain: text, mean: maybe, spread: maybe, evaluations: z.number() }),
      ),
      recommendations: text,
    }),
  ),
  evidence: section(
    z.object({
      question: text,
      population: maybe,
      setting: maybe,
      comparison: maybe,
      rows: z.array(sofRow),
    }),
  ),
  budget: section(
    z.object({
      title: text,
      perspective: text,
      horizonYears: z.number(),
      eligiblePopulation: z.number(),
      years: z.array(biaYear),
      total: biaYear,
      tornado: z.array(tornadoBar),
      scenarios: z.array(z.object({ name: text, net: z.number() })),
      inputs: z.array(z.object({ label: text, value: text, source: text })),
    }),
  ),
  considerations: z.object({
    organisational: z.array(text),
    equity: z.array(text),
  }),
  references: section(z.array(z.object({ n: z.number(), text }))),
  sources: z.array(z.object({ name: text, licence: text })),
});
export type HtaReport = z.infer<typeof htaReport>;
