// The evidence profiles' panel on a technology's page.
import type { RecordPanelProps } from '../../app/feature';
import { ProfilesPanel } from './ProfilesPanel';

export default function TechnologyEvidenceProfiles({ profile }: RecordPanelProps<'technologies'>) {
  return (
    <ProfilesPanel
      filter={{ technologyId: profile.technology.id }}
      title="Evidence profiles"
      empty="No evidence profile for this technology yet."
    />
  );
}
