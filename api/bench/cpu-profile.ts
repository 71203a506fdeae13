/** Where this thread's CPU time goes while some work runs: V8's sampling profiler, summed by package or file. */
import path from 'node:path';
import { Session } from 'node:inspector/promises';

export interface ProfileShare {
  /** an npm package, one of our files, `node internals`, or V8's own (`(garbage collector)`, `(program)`) */
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
  if (!url) return functionName.startsWith('(') ? functionName : 'V8 builtins';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = file.slice(modules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? file);
  }
  return path.relative(repoRoot, file);
}

export async function profileWhile<T>(work: () => Promise<T>): Promise<[T, ProfileShare[]]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const result = await work();
    const { profile } = (await session.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } };
    const hits = new Map<string, number>();
    for (const node of profile.nodes) {
      const place = placeOf(node.callFrame);
      if (place === '(idle)' || !node.hitCount) continue;
      hits.set(place, (hits.get(place) ?? 0) + node.hitCount);
    }
    const busy = [...hits.values()].reduce((sum, count) => sum + count, 0) || 1;
    const shares = [...hits.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([where, count]) => ({ where, percent: Number(((count / busy) * 100).toFixed(1)) }));
    return [result, shares];
  } finally {
    session.disconnect();
  }
}
