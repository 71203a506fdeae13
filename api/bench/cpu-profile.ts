/** Where this thread's CPU time goes while some work runs: V8's sampling profiler, summed by package or file. */
import path from 'node:path';
import { Session } from 'node:inspector/promises';

export interface ProfileShare {
  /** an npm package, one of our files, `node internals`, a native function, or V8's own (`(garbage collector)`, `(program)`) */
  where: string;
  /** percent of the busy samples (idle left out) */
  percent: number;
}

interface ProfileNode {
  callFrame: { url: string; functionName: string };
  hitCount?: number;
}

const TOP = 12;
const repoRoot = path.resolve(import.meta.dirname, '../..');

function placeOf({ url, functionName }: ProfileNode['callFrame']): string {
  // by name: `writev` (socket writes, where a busy machine's waits for the CPU also land) is not `JSON.stringify`
  if (!url) return functionName.startsWith('(') ? functionName : `${functionName || 'anonymous'} (native)`;
  if (url.startsWith('node:')) return 'node internals';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = file.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? file);
  }
  return path.relative(repoRoot, file);
}

/** Starts V8's sampling profiler on this thread; the function it answers stops it and sums the samples. */
export async function startProfile(): Promise<() => Promise<ProfileShare[]>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    try {
      const { profile } = (await session.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } };
      return sharesOfProfile(profile);
    } finally {
      session.disconnect();
    }
  };
}

/** A V8 CPU profile (`Profiler.stop`'s, or a `--cpu-prof` file's) summed by package or file. */
export function sharesOfProfile({ nodes }: { nodes: ProfileNode[] }): ProfileShare[] {
  const hits = new Map<string, number>();
  for (const node of nodes) {
    const place = placeOf(node.callFrame);
    if (place === '(idle)' || !node.hitCount) continue;
    hits.set(place, (hits.get(place) ?? 0) + node.hitCount);
  }
  const busy = [...hits.values()].reduce((sum, count) => sum + count, 0) || 1;
  return [...hits.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([where, count]) => ({ where, percent: Number(((count / busy) * 100).toFixed(1)) }));
}
