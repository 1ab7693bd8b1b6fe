// Review questions on the server: the declaration does the work (access, references, the copied
// technology name); the page also shows the technology and the communities by name.
import { db, readMany, related } from '../../api/registries/kit.js';
import type { RegistryServer } from '../../api/registries/records.js';
import { defineFeatureServer } from '../../api/feature.js';
import { collectionsOf } from '../../contract/registry.js';
import { communities } from '../communities/public.js';
import { technologies } from '../technologies/public.js';
import { questions } from './contract.js';
import { questionsFeature } from './feature.js';

const collections = collectionsOf(technologies, communities);

/** What the page reads of the question itself (the record as the profile gets it, by schema). */
const asked = questions.record.pick({ technologyId: true, communityIds: true });

export const questionServer: RegistryServer = {
  async profile(record) {
    const { technologyId, communityIds } = asked.parse(record);
    const [technology, places] = await Promise.all([
      db.collection(collections.technologies).doc(technologyId).get(),
      readMany(null, collections.communities, communityIds),
    ]);
    return {
      technology: technology.exists ? related(technology, 'name', 'category') : null,
      communities: places.found.map((c) => related(c, 'name', 'type')),
    };
  },
};

export const questionsServer = defineFeatureServer(questionsFeature, {
  registries: { questions: questionServer },
});

export default questionsServer;
