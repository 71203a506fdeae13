/**
 * Inside an app, a feature (a folder under `src/`) reaches another feature only through that feature's
 * public entry, its `index.ts`: what sits beside the entry is the feature's own business.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/* global URL */

const ENTRY = './index.ts';

function featuresOf(app) {
  return readdirSync(fileURLToPath(new URL(`../../${app}/src`, import.meta.url)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** One zone per pair of features: `target` may import from `from` only its entry. */
export function featureWalls(apps) {
  return apps.flatMap((app) => {
    const features = featuresOf(app);
    return features.flatMap((target) =>
      features
        .filter((from) => from !== target)
        .map((from) => ({
          target: `./${app}/src/${target}`,
          from: `./${app}/src/${from}`,
          except: [ENTRY],
          message: `Import the ${from} feature through its public entry (${app}/src/${from}/index.ts).`,
        })),
    );
  });
}
