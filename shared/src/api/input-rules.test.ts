import { hasForbiddenCharacters, inputProblem, INPUT_LIMITS } from './input-rules';
import { userMetadataProblem, USER_METADATA_LIMITS } from '../auth/auth-rules';

describe('input rules', () => {
  it('refuses control characters and lone surrogates, and takes any other text', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', 'x\ud800', '\udc00x', '\udbff\ud800'])
      expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'Asha Das', 'line\r\n\tnext', 'অসম', '🚌 Jorhat', "O'Brien; DROP TABLE", '<b>'])
      expect(hasForbiddenCharacters(good), JSON.stringify(good)).toBe(false);
  });

  it('finds a bad character in any string or key, and nesting past the limit, without recursing', () => {
    expect(inputProblem({ a: [{ b: 'ok' }], c: 1, d: null })).toBeUndefined();
    expect(inputProblem({ a: [{ b: 'x\u0000' }] })).toBe('forbiddenCharacters');
    expect(inputProblem({ 'k\ud800': 1 })).toBe('forbiddenCharacters');
    let deep: unknown = 1;
    for (let depth = 0; depth < INPUT_LIMITS.maxDepth; depth++) deep = [deep];
    expect(inputProblem(deep)).toBeUndefined();
    expect(inputProblem([deep])).toBe('nestedTooDeeply');
    expect(inputProblem(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe('nestedTooDeeply');
  });

  it('bounds user_metadata in bytes of JSON and in depth', () => {
    expect(userMetadataProblem({ full_name: 'Asha Das' })).toBeUndefined();
    expect(userMetadataProblem({ bio: 'অ'.repeat(USER_METADATA_LIMITS.maxBytes / 3) })).toBe('metadataTooLarge');
    let nested: unknown = 'leaf';
    for (let depth = 1; depth < USER_METADATA_LIMITS.maxDepth; depth++) nested = { deeper: nested };
    expect(userMetadataProblem({ nested })).toBeUndefined();
    expect(userMetadataProblem({ nested: { deeper: nested } })).toBe('metadataTooDeep');
  });
});
