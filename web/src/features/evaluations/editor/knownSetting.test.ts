import { describe, expect, it } from 'vitest';

import { knownSetting } from './knownSetting';

describe('the setting an evaluation was started on', () => {
  it('names each record it has, by its id where the name is not kept', () => {
    expect(
      knownSetting({
        technologyId: 't1',
        technologyName: 'Tele-ultrasound cart',
        communityId: '4718041',
        communityName: null,
        facilityId: null,
        facilityName: null,
      }),
    ).toEqual({
      technology: { id: 't1', name: 'Tele-ultrasound cart' },
      community: { id: '4718041', name: '4718041' },
    });
  });
});
