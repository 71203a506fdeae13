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

function translator<Id extends string>(locale: Locale, messages: Record<string, CatalogueMessage>): Translator<Id> {
  const i18n = setupI18n({
    locale,
    // numbers inside messages (a plural's #) in Latin digits, like every other format
    locales: [formattingTag(locale)],
    messages: { [locale]: prepared(messages) as Record<string, never> },
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
