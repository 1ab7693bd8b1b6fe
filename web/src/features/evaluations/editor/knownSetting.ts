// The records an evaluation was started on, as the setting step shows them (a name, else the id).
import type { Evaluation } from '@hta/functions/contract';

import type { PickerOption } from '../../../components/form/FormParts';

type Setting = Pick<
  Evaluation,
  | 'technologyId'
  | 'technologyName'
  | 'communityId'
  | 'communityName'
  | 'facilityId'
  | 'facilityName'
>;

export function knownSetting(e: Setting): {
  technology: PickerOption;
  community?: PickerOption;
  facility?: PickerOption;
} {
  return {
    technology: { id: e.technologyId, name: e.technologyName ?? e.technologyId },
    ...(e.communityId
      ? { community: { id: e.communityId, name: e.communityName ?? e.communityId } }
      : {}),
    ...(e.facilityId
      ? { facility: { id: e.facilityId, name: e.facilityName ?? e.facilityId } }
      : {}),
  };
}
