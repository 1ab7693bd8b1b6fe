// A demo post (labelled demo), pinned to the home page.
import type { FeatureDemo } from '../../contract/demo.js';
import { paths as communitiesPaths } from '../communities/routes.js';
import { paths as echoPaths } from '../echo/routes.js';
import { paths as facilitiesPaths } from '../facilities/routes.js';
import { paths as technologiesPaths } from '../technologies/routes.js';
import { appPaths } from '../../contract/paths.js';
import { posts as postRegistry } from './contract.js';

const paths = {
  ...communitiesPaths,
  ...echoPaths,
  ...facilitiesPaths,
  ...technologiesPaths,
  ...appPaths,
};

const posts = [
  {
    id: 'demo-post-welcome',
    fields: {
      title: 'Welcome to HTA Hub (demo)',
      body:
        'This is the **local demo**. Communities and facilities come from Statistics Canada; vendors, technologies, needs and this post are demo records.\n\n' +
        `- Browse [communities](${paths.communities}) and [facilities](${paths.facilities})\n` +
        `- See the [technology repository](${paths.technologies})\n- Ask **Echo** in [chat](${paths.chat})`,
      pinned: true,
    },
  },
];

export const demo: FeatureDemo = {
  documents: () => ({
    posts: posts.map((p) => ({
      id: p.id,
      fields: postRegistry.fields.parse(p.fields),
      extras: { publishedAt: new Date() },
    })),
  }),
};
