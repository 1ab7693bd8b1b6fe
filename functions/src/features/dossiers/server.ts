// Assessment dossiers on the server: the page's live view of what a dossier gathers; an edit of
// an approved dossier starts its next version (the approved one stays frozen); the evidence
// profile and budget impact must be the technology's own; and the review's moves, comments and
// resolutions (handlers.server.ts), each decided by the rules in rules.ts.
import { defineFeatureServer, type Contribution } from '../../api/feature.js';
import { db, fieldError, readMany } from '../../api/registries/kit.js';
import { readRecord } from '../../api/registries/read.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { collectionsOf } from '../../contract/registry.js';
import { evidenceProfiles } from '../evidenceProfiles/public.js';
import { budgetImpacts } from '../budgetImpact/public.js';
import { dossiers, type ApprovedDossierVersion, type DossierFields } from './contract.js';
import { editStartsNewVersion } from './rules.js';
import { decisionGaps, snapshotsDiffer } from './snapshot.js';
import { dossiersFeature } from './feature.js';
import { dossierHandlers } from './handlers.server.js';
import { reviewRecord, reviewRefusal } from './review.js';
import { reviewedSourcesOf } from './reviewedSources.server.js';
import { snapshotOf } from './sources.server.js';

const collections = collectionsOf(evidenceProfiles, budgetImpacts, dossiers);

export const dossierServer: RegistryServer = {
  async profile(record) {
    const inReview = record.state === 'in review';
    const [live, now] = await Promise.all([
      snapshotOf(record, null),
      inReview ? reviewedSourcesOf(record, null) : null,
    ]);
    const approved = (record.approved as ApprovedDossierVersion[] | undefined) ?? [];
    const last = approved.at(-1);
    const sent = reviewRecord.safeParse(record.review);
    return {
      live,
      changedSinceApproval: last ? snapshotsDiffer(live, last.snapshot) : false,
      // The approval's own check, told before anyone tries it.
      approvalRefused: now
        ? (reviewRefusal(sent.success ? sent.data : null, Number(record.versionNumber), now)
            ?.message ?? null)
        : null,
      decisionGaps: decisionGaps(live),
    };
  },
  async guard(ctx, op, _before, input) {
    if (!input || (op !== 'create' && op !== 'update')) return;
    const fields = input as DossierFields;
    const owned = [
      {
        field: 'evidenceProfileId',
        id: fields.evidenceProfileId,
        collection: collections.evidenceProfiles,
        label: 'evidence profile',
      },
      {
        field: 'budgetImpactId',
        id: fields.budgetImpactId,
        collection: collections.budgetImpacts,
        label: 'budget impact analysis',
      },
    ] as const;
    for (const o of owned) {
      if (!o.id) continue;
      const [found] = (await readMany(ctx.tx, o.collection, [o.id])).found;
      if (found && found.get('technologyId') !== fields.technologyId)
        throw fieldError(
          o.field,
          `That ${o.label} is of another technology (${String(found.get('technologyName') ?? found.get('technologyId'))}); choose one of this dossier's technology.`,
        );
    }
  },
  derive(ctx, _input, before) {
    const dossier = before ? readRecord(dossiers, before) : null;
    if (!dossier || !editStartsNewVersion(dossier.state)) return Promise.resolve({ data: {} });
    // Editing an approved dossier starts its next version; the approved one stays as frozen.
    return Promise.resolve({
      data: { state: 'draft', versionNumber: dossier.versionNumber + 1 },
    });
  },
};

/**
 * A source a dossier cites stays with its technology: moved to another, the dossier's report and
 * its approval failed ("…is about another technology"), and a reviewer could do nothing about it.
 * The source's own registry knows nothing of dossiers.
 */
const keptToItsTechnology = (
  field: 'evidenceProfileId' | 'budgetImpactId',
  label: string,
): Contribution => ({
  async guard(ctx, op, before, fields) {
    if (op !== 'update' || !before || !fields) return;
    if (fields.technologyId === before.get('technologyId')) return;
    const citing = await ctx.tx.get(
      db.collection(collections.dossiers).where(field, '==', before.id).limit(1),
    );
    const dossier = citing.docs[0];
    if (dossier)
      throw fieldError(
        'technologyId',
        `The assessment dossier “${String(dossier.get('title'))}” cites this ${label}, so it ` +
          `stays with its technology. Make a new ${label} for the other technology.`,
      );
  },
});

export const dossiersServer = defineFeatureServer(dossiersFeature, {
  registries: { dossiers: dossierServer },
  handlers: dossierHandlers,
  contributes: {
    evidenceProfiles: keptToItsTechnology('evidenceProfileId', 'evidence profile'),
    budgetImpacts: keptToItsTechnology('budgetImpactId', 'budget impact analysis'),
  },
});

export default dossiersServer;
