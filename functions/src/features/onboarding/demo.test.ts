import { describe, expect, it } from 'vitest';

import {
  milestoneOrderIssues,
  onboardings,
  type MilestoneKey,
  type MilestoneLike,
} from '../../contract/index.js';
import { demoOnboardingDocuments } from './demo.js';

describe('the demo onboarding plans', () => {
  it('keep the milestone order rules (a step done only after the steps before it)', () => {
    const documents = demoOnboardingDocuments({ uid: 'demo-staff', email: 'staff@hta.test' });
    expect(documents.length).toBeGreaterThan(0);
    for (const d of documents) {
      const milestones = d.fields.milestones as Record<MilestoneKey, MilestoneLike>;
      expect(milestoneOrderIssues(milestones), d.id).toEqual([]);
      expect(onboardings.fields.safeParse(d.fields).success, d.id).toBe(true);
    }
  });
});
