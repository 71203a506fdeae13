/**
 * A frontend's messages in React: `createI18n(catalogues)` gives its provider, which the frontend puts at its root
 * with the language the shell says, and its hook. The provider waits (suspends) for a catalogue not loaded yet; the
 * shell changes language in a transition, so the page keeps its old words until the new ones are in, then every
 * mounted frontend re-renders in the new language without a reload.
 */
import { I18nProvider as LinguiProvider, Trans } from '@lingui/react';
import { createContext, use, useContext, type ReactElement, type ReactNode } from 'react';
import type { Catalogues, MessageValues, Translator } from '../../i18n/catalogues';
import { formatsFor, type Formats } from '../../i18n/formats';
import type { Locale } from '../../i18n/locales';

export interface I18nContextValue<Id extends string> extends Translator<Id> {
  format: Formats;
}

const withFormats = <Id extends string>(translator: Translator<Id>): I18nContextValue<Id> => ({
  ...translator,
  format: formatsFor(translator.locale),
});

export function createI18n<Id extends string>(catalogues: Catalogues<Id>) {
  const Context = createContext<I18nContextValue<Id>>(withFormats(catalogues.english));
  const values = new WeakMap<Translator<Id>, I18nContextValue<Id>>();
  const valueOf = (translator: Translator<Id>) => {
    let value = values.get(translator);
    if (!value) {
      value = withFormats(translator);
      values.set(translator, value);
    }
    return value;
  };

  function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
    const value = valueOf(use(catalogues.load(locale)));
    // no Lingui provider here: each RichMessage brings its own catalogue's (a page nests @jatra/shared's and its
    // frontend's, and the nearest would be the wrong one for half the messages)
    return <Context value={value}>{children}</Context>;
  }

  /** The active language's `t`, its formats, and the locale. */
  const useI18n = () => useContext(Context);

  /**
   * A message with markup: `<0>…</0>` in the message becomes `components[0]` around its words, so a link or a bold
   * word stays inside the sentence in every language's word order. It reads this frontend's own catalogue (not
   * whichever Lingui provider is nearest), so it works outside the provider too, in English, like `useI18n`.
   */
  function RichMessage({
    id,
    values: messageValues,
    components,
  }: {
    id: Id;
    values?: MessageValues;
    components: Record<string, ReactElement>;
  }) {
    const { i18n } = useContext(Context);
    return (
      <LinguiProvider i18n={i18n}>
        <Trans id={id} values={messageValues} components={components} />
      </LinguiProvider>
    );
  }

  return { I18nProvider, useI18n, RichMessage, catalogues };
}
