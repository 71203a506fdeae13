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

/**
 * The API's business areas (folders under `api/src/` other than the shared kernels) meet each other, and the
 * API's test kits and benches meet them, only at an area's `index.ts`. Tests inside an area may reach its own
 * internals; a kernel is importable by every area and imports none.
 */
export function apiAreaWalls(kernels, { tests = false } = {}) {
  const areas = featuresOf('api').filter((name) => !kernels.includes(name));
  const message = (from) => `Import the ${from} area through its public entry (api/src/${from}/index.ts).`;
  const outside = ['./api/test', './api/bench', './api/scripts', './api/src/*.ts'];
  return [
    ...areas.flatMap((target) =>
      areas
        .filter((from) => from !== target)
        .map((from) => ({
          target: `./api/src/${target}`,
          from: `./api/src/${from}`,
          except: [ENTRY],
          message: message(from),
        })),
    ),
    ...areas.flatMap((from) =>
      outside.map((target) => ({ target, from: `./api/src/${from}`, except: [ENTRY], message: message(from) })),
    ),
    // a kernel's own tests may drive the whole API
    ...(tests ? [] : kernels).map((kernel) => ({
      target: `./api/src/${kernel}`,
      from: areas.map((area) => `./api/src/${area}`),
      message: `${kernel} is a shared kernel: every area may import it, it imports no area.`,
    })),
  ];
}
