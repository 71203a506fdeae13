import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { citationsPlugin, outsideCitation } from './outside-citations.js';

const tracked = (...globs: string[]) =>
  execFileSync('git', ['ls-files', ...globs], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

function lint(code: string) {
  const config = { plugins: { jatra: citationsPlugin }, rules: { 'jatra/no-outside-citations': 'error' as const } };
  return new Linter().verify(code, config).map((message) => message.line);
}

describe('comments explain themselves', () => {
  it('flags a comment citing the product spec, the notes outside the repository or an issue number', () => {
    // the samples are put together here, so that the text of this test cites nothing itself
    expect(lint(`// green confirmed (${'traveller'}.md §4)\nconst a = 1;`)).toEqual([1]);
    expect(lint('const a = 1; /** the wire (gds.md §2.10) */')).toEqual([1]);
    expect(lint('/**\n * the rules (spec §5)\n */\nconst a = 1;')).toEqual([1]);
    expect(lint(`// see ${'../shared'}/protocols/phonepe.md\nconst a = 1;`)).toEqual([1]);
    expect(lint(`// OTP rules of ${'issue'} 4\nconst a = '#fff'; // as asked in ${'#'}12`)).toEqual([1, 2]);
  });

  it('lets a comment cite a record in docs/ or a public standard, and leaves code alone', () => {
    expect(lint('// the wire as we read it (docs/gds-wire.md, Seat maps)\nconst a = 1;')).toEqual([]);
    expect(lint('/** Hop-by-hop headers (RFC 9110 §7.6.1) */\nconst a = 1;')).toEqual([]);
    expect(lint("const summary = 'spec §7'; const colour = '#000';")).toEqual([]);
  });

  it('holds for stylesheet comments and the markdown of the repository too', () => {
    const stylesheetComments = tracked('*.css').flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => `${path}: ${match[0]}`),
    );
    const markdownLines = tracked('*.md').flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .map((line) => `${path}: ${line}`),
    );
    expect([...stylesheetComments, ...markdownLines].filter((text) => outsideCitation(text))).toEqual([]);
  });
});
