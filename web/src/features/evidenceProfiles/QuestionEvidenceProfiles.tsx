// The evidence profiles' panel on a review question's page: the profiles that answer it.
import type { RecordPanelProps } from '../../app/feature';
import { ProfilesPanel } from './ProfilesPanel';

export default function QuestionEvidenceProfiles({ profile }: RecordPanelProps<'questions'>) {
  return (
    <ProfilesPanel
      filter={{ questionId: profile.question.id }}
      title="Evidence profiles answering it"
      empty="No evidence profile answers this question yet."
    />
  );
}
