/**
 * A frontend's messages in every language, through Lingui's runtime (a few KB; each frontend bundles its own, as
 * no i18n runtime is shared between the shell and the remotes). English is the source and always present; the
 * other languages are loaded when they are first asked for, one file each, and fall back to English key by key.
 *
 * In a browser build the catalogues come compiled (catalogue-compiler.ts, at build time: no ICU parser ships);
 * servers and tests read them as written and compile each catalogue once as it loads (`compileCataloguesWith`).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LOCALE, formattingTag, type Locale } from './locales';

/** A message as Lingui interprets it: ICU text compiled to tokens (or, uncompiled, the text itself). */
export type CatalogueMessage = string | readonly unknown[];
export type Catalogue<Id extends string> = Record<Id, CatalogueMessage>;
export type MessageValues = Record<string, string | number | undefined>;

export interface Translator<Id extends string> {
  locale: Locale;
  /** the message `id` in this language, its `{placeholders}` filled in */
  t(id: Id, values?: MessageValues): string;
  /** Lingui's instance, for `<Trans>` (a message with markup) */
  readonly i18n: I18n;
}

type Compile = (message: string) => CatalogueMessage;
let runtimeCompiler: Compile | undefined;

/**
 * Where catalogues arrive uncompiled (a server's first views and e-mails, the tests): each is compiled once, as it
 * loads, with Lingui's own compiler.
 */
export function compileCataloguesWith(compile: Compile): void {
  runtimeCompiler = compile;
}

/** A compiled message of plain text stays an array: Lingui takes a bare string for an uncompiled one. */
export const asCompiled = (compiled: CatalogueMessage): CatalogueMessage =>
  typeof compiled === 'string' ? [compiled] : compiled;

function prepared(messages: Record<string, CatalogueMessage>): Record<string, CatalogueMessage> {
  const compile = runtimeCompiler;
  if (!compile) return messages;
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      typeof message === 'string' ? asCompiled(compile(message)) : message,
    ]),
  );
}

/** Where a developer turns the pseudo-locale on: `localStorage.setItem('jatra.pseudo', '1')` (docs/languages.md). */
const PSEUDO_FLAG = 'jatra.pseudo';

// plain strings, not a table built at import: a production bundle then drops them with the code using them
const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const accented = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[LATIN.indexOf(letter)] ?? letter);

/**
 * A compiled message made pseudo: its text accented and about 40 % longer (`Search` → `[Šéåŕçĥ ···]`), its
 * arguments, plurals and `<0>` tags as they were, so text that is not from a catalogue (plain) and text clipped
 * by its box stand out. A message still in ICU text (where nothing compiles catalogues) is only bracketed.
 */
export function pseudoLocalized(message: CatalogueMessage): CatalogueMessage {
  if (typeof message === 'string') return `[${message}]`;
  let length = 0;
  const walk = (tokens: readonly unknown[]): unknown[] =>
    tokens.map((token) => {
      if (typeof token === 'string') {
        // a tag's number and brackets, a plural's # and the punctuation have no letter to accent
        length += token.replace(/<\/?\d+\/?>/g, '').length;
        return accented(token);
      }
      if (!Array.isArray(token)) return token;
      const [name, type, format] = token as [string, string?, unknown?];
      if (!['plural', 'select', 'selectordinal'].includes(type ?? '') || !format || typeof format !== 'object')
        return token;
      const cases = Object.entries(format as Record<string, unknown>).map(([key, choice]) => [
        key,
        Array.isArray(choice) ? walk(choice) : choice,
      ]);
      return [name, type, Object.fromEntries(cases)];
    });
  const body = walk(message);
  return ['[', ...body, ` ${'·'.repeat(Math.max(1, Math.ceil(length * 0.4)))}]`];
}

/** The flag, where there is storage (not on a server; a sandboxed frame may refuse it). */
function pseudoFlagSet(): boolean {
  try {
    return globalThis.localStorage?.getItem(PSEUDO_FLAG) === '1';
  } catch {
    return false;
  }
}

/** `import.meta` as Vite fills it in a build and a test; a server's bundle has no `env`. */
type BuildMeta = ImportMeta & { env?: { DEV?: boolean } };

function translator<Id extends string>(locale: Locale, messages: Record<string, CatalogueMessage>): Translator<Id> {
  let ready = prepared(messages);
  // development only: Vite writes `false` for `import.meta.env.DEV` in a production build, which drops this branch
  // and the pseudo-locale with it (kept inline here: a function returning false would stay in the bundle)
  if (locale === DEFAULT_LOCALE && (import.meta as BuildMeta).env?.DEV && pseudoFlagSet())
    ready = Object.fromEntries(Object.entries(ready).map(([id, message]) => [id, pseudoLocalized(message)]));
  const i18n = setupI18n({
    locale,
    // numbers inside messages (a plural's #) in Latin digits, like every other format
    locales: [formattingTag(locale)],
    messages: { [locale]: ready as Record<string, never> },
  });
  return { locale, t: (id, values) => i18n._(id, values), i18n };
}

/**
 * A promise marked as React marks the promises it tracks (`status`, `value`) once it has settled, so that `use`
 * reads a loaded catalogue at once (and a server's `renderToString` never suspends on one loaded beforehand).
 */
export type KnownPromise<T> = Promise<T>;

export interface Catalogues<Id extends string> {
  /** English: bundled with the frontend, never waited for */
  readonly english: Translator<Id>;
  /** the language's translator, its catalogue loaded once */
  load(locale: Locale): KnownPromise<Translator<Id>>;
}

type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export type CatalogueLoaders<Id extends string> = Record<
  OtherLocale,
  () => Promise<{ default: Partial<Record<Id, CatalogueMessage>> }>
>;

export function defineCatalogues<Id extends string>(
  english: Catalogue<Id>,
  loaders: CatalogueLoaders<Id>,
): Catalogues<Id> {
  const loads = new Map<Locale, KnownPromise<Translator<Id>>>();
  let englishTranslator: Translator<Id> | undefined;
  // made on first use, not at import: a server registers its compiler after its modules are imported
  const englishOnce = () => (englishTranslator ??= translator<Id>(DEFAULT_LOCALE, english));
  return {
    get english() {
      return englishOnce();
    },
    load(locale) {
      let loading = loads.get(locale);
      if (!loading) {
        if (locale === DEFAULT_LOCALE) {
          const value = englishOnce();
          loading = Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
        } else {
          const started: KnownPromise<Translator<Id>> = loaders[locale as OtherLocale]()
            .then(({ default: messages }: { default: Partial<Record<Id, CatalogueMessage>> }) => {
              const loaded = translator<Id>(locale, { ...english, ...messages });
              Object.assign(started, { status: 'fulfilled', value: loaded });
              return loaded;
            })
            .catch((error: unknown) => {
              // a catalogue that did not arrive (a flaky network) is asked for again next time
              loads.delete(locale);
              throw error;
            });
          loading = started;
        }
        loads.set(locale, loading);
      }
      return loading;
    },
  };
}

/** More messages for a translator already made (a server adding words only it says); compiled as a load would. */
export function addMessages<Id extends string>(
  translator: Translator<Id>,
  messages: Record<string, CatalogueMessage>,
): void {
  translator.i18n.load(translator.locale, prepared(messages) as Record<string, never>);
}
