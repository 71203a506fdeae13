/**
 * Every catalogue of the repository, in every language, against its English (docs/languages.md, Checks): the
 * same keys, messages that parse as ICU, the same placeholders, and Assamese and Bengali each in its own letters.
 * Catalogues are found on disk, so a frontend's new catalogue is checked without being listed here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './locales';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', '.git', '.data', 'test-results', 'playwright-report']);

function englishCatalogues(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : englishCatalogues(full);
    return /[\\/]i18n[\\/]messages[\\/]en\.json$/.test(full) ? [full] : [];
  });
}

/**
 * Where a message's braces do not pair up, or null. Lingui's parser takes a stray `}` for text; a brace meant as
 * text is quoted (`'{'`). An apostrophe quotes only before a brace, `#` or another apostrophe (ICU's rule).
 */
function unbalancedBrace(message: string): string | null {
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const char = message[i];
    if (char === "'" && /['{}#]/.test(message[i + 1] ?? '')) {
      if (message[i + 1] === "'") {
        i++;
        continue;
      }
      const end = message.indexOf("'", i + 1);
      if (end === -1) return `a quote opened at ${i + 1} is never closed`;
      i = end;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth < 0) return `a "}" at ${i + 1} closes nothing`;
  }
  return depth > 0 ? 'a "{" is never closed' : null;
}

/** What a message asks of the code and the markup: its arguments (with their kind) and its `<0>` tags. */
function placeholders(compiled: CompiledMessage): string[] {
  const found = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const [, open, close] of token.matchAll(/<(\d+)\s*\/?>|<\/(\d+)>/g))
          found.add(open === undefined ? `</${close}>` : `<${open}>`);
        continue;
      }
      const [name, type, format] = token;
      found.add(type ? `{${name}, ${type}}` : `{${name}}`);
      if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format && typeof format === 'object')
        for (const [key, choice] of Object.entries(format))
          if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage);
    }
  };
  walk(compiled);
  return [...found].sort();
}

/** A letter of another script's alphabet: Assamese writes ৰ and ৱ, Bengali র (docs/languages.md). */
const FOREIGN_LETTERS: Partial<Record<string, RegExp>> = { as: /\u09B0/, bn: /[\u09F0\u09F1]/ };

/** Every problem of one catalogue against its English, each naming the file and the key. */
function catalogueProblems(
  file: string,
  locale: string,
  messages: Record<string, unknown>,
  english: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  const compiled = (key: string, message: unknown): CompiledMessage | undefined => {
    if (typeof message !== 'string') {
      problems.push(`${file}: "${key}" is not a string`);
      return undefined;
    }
    const brace = unbalancedBrace(message);
    if (brace) {
      problems.push(`${file}: "${key}" is not ICU: ${brace}`);
      return undefined;
    }
    try {
      return compileMessageOrThrow(message);
    } catch (error) {
      problems.push(`${file}: "${key}" is not ICU: ${(error as Error).message.split('\n')[0]}`);
      return undefined;
    }
  };
  for (const key of Object.keys(english))
    if (!(key in messages)) problems.push(`${file}: "${key}" is missing (English has it)`);
  for (const [key, message] of Object.entries(messages)) {
    if (!(key in english)) {
      problems.push(`${file}: "${key}" is not in English`);
      continue;
    }
    const tokens = compiled(key, message);
    if (!tokens) continue;
    const foreign = FOREIGN_LETTERS[locale];
    const letter = typeof message === 'string' ? foreign?.exec(message)?.[0] : undefined;
    if (letter)
      problems.push(
        `${file}: "${key}" has ${letter} (U+${letter.codePointAt(0)!.toString(16).toUpperCase()}), a letter ${locale} does not write`,
      );
    if (locale === DEFAULT_LOCALE) continue;
    const englishMessage = english[key];
    const englishTokens = typeof englishMessage === 'string' ? compileMessageOrThrow(englishMessage) : undefined;
    if (!englishTokens) continue;
    const theirs = placeholders(tokens).join(' ');
    const ours = placeholders(englishTokens).join(' ');
    if (theirs !== ours) problems.push(`${file}: "${key}" has placeholders [${theirs}], English has [${ours}]`);
  }
  return problems;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('the catalogues', () => {
  const catalogues = englishCatalogues(REPO_ROOT);

  it('are found: the shell, the remotes and @jatra/shared each have one', () => {
    const owners = catalogues.map((file) => path.relative(REPO_ROOT, file).split(path.sep)[0]);
    expect(owners).toEqual(expect.arrayContaining(['shared', 'shell', 'mfe-search']));
  });

  it.each(catalogues.map((file) => [path.relative(REPO_ROOT, path.dirname(file)), file]))(
    '%s: every language has English’s keys, in ICU, with English’s placeholders, in its own letters',
    (_folder, englishFile) => {
      const english = readJson(englishFile);
      const problems = LOCALES.flatMap((locale) => {
        const file = path.join(path.dirname(englishFile), `${locale}.json`);
        return catalogueProblems(path.relative(REPO_ROOT, file), locale, readJson(file), english);
      });
      expect(problems).toEqual([]);
    },
  );
});

describe('a catalogue check', () => {
  const english = {
    'a.count': '{count, plural, one {# seat} other {# seats}}',
    'a.terms': 'Read our <0>terms</0>, {name}.',
    'a.plain': "Don't wait",
  };
  const problemsOf = (locale: string, messages: Record<string, unknown>) =>
    catalogueProblems('x/as.json', locale, messages, english);

  it('passes a faithful translation, with its own plural forms and a quoted brace', () => {
    expect(
      problemsOf('as', {
        'a.count': '{count, plural, one {# টা ছিট} other {# টা ছিট}}',
        'a.terms': '{name}, আমাৰ <0>চৰ্তাৱলী</0> পঢ়ক।',
        'a.plain': "ৰ'ব নালাগে '{'",
      }),
    ).toEqual([]);
  });

  it('names the file, the key and the problem', () => {
    expect(
      problemsOf('as', {
        'a.count': '{count, plural, one {# ছিট} other {# ছিট}',
        'a.terms': 'আমাৰ <1>চৰ্তাৱলী</1> পঢ়ক, {nam}।',
        'a.extra': 'বেছি',
      }),
    ).toEqual([
      'x/as.json: "a.plain" is missing (English has it)',
      'x/as.json: "a.count" is not ICU: a "{" is never closed',
      'x/as.json: "a.terms" has placeholders [</1> <1> {nam}], English has [</0> <0> {name}]',
      'x/as.json: "a.extra" is not in English',
    ]);
  });

  it('fails a stray closing brace, which the parser would take for text', () => {
    expect(problemsOf('en', { ...english, 'a.plain': 'Wait }' })).toEqual([
      'x/as.json: "a.plain" is not ICU: a "}" at 6 closes nothing',
    ]);
  });

  it('fails a plural that became a plain argument', () => {
    expect(problemsOf('hi', { ...english, 'a.count': '{count} सीटें' })).toEqual([
      'x/as.json: "a.count" has placeholders [{count}], English has [{count, plural}]',
    ]);
  });

  it('fails Bengali’s র in Assamese, and Assamese’s ৰ and ৱ in Bengali', () => {
    expect(problemsOf('as', { ...english, 'a.plain': 'অপেক্ষা কর' })).toEqual([
      'x/as.json: "a.plain" has র (U+9B0), a letter as does not write',
    ]);
    expect(problemsOf('bn', { ...english, 'a.plain': 'গুৱাহাটী' })).toEqual([
      'x/as.json: "a.plain" has ৱ (U+9F1), a letter bn does not write',
    ]);
  });
});
