import { FEDERATION_SINGLETONS } from '../federation/shared-singletons';
import type { ReleaseDescriptor } from './release-descriptor';

// Apart from the descriptor's schema: the shell checks contracts in the browser before it mounts a remote, and
// importing the schema's module would bring zod into the shell's first view.

/** The part of a descriptor a contract check reads: enough for the shell to carry in its page. */
export type ContractSide = Pick<ReleaseDescriptor, 'hostApi' | 'singletons'>;

const majorOf = (version: string) => Number(version.split('.')[0]);

/**
 * Why a remote built against `remote` cannot be mounted by a shell that provides `shell`, in words (empty when
 * it can). Only majors matter: a minor change of `HostApi` is additive (its new members are optional, and a
 * remote reads them as absent on an older shell), and the singletons follow semver.
 */
export function contractProblems(shell: ContractSide, remote: ContractSide): string[] {
  const problems: string[] = [];
  if (majorOf(shell.hostApi) !== majorOf(remote.hostApi)) {
    problems.push(`HostApi ${remote.hostApi} was expected, and the shell provides ${shell.hostApi}`);
  }
  for (const name of FEDERATION_SINGLETONS) {
    const theirs = remote.singletons[name];
    const ours = shell.singletons[name];
    if (theirs && ours && majorOf(theirs) !== majorOf(ours)) {
      problems.push(`${name} ${theirs} was built against, and the shell has ${ours}`);
    }
  }
  return problems;
}
