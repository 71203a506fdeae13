import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { asCompiled, defineCatalogues, pseudoLocalized } from './catalogues';

const english = {
  search: asCompiled(compileMessage('Search')),
  seats: asCompiled(compileMessage('{count, plural, one {# seat} other {# seats}} to {city}')),
  terms: asCompiled(compileMessage('Read our <0>terms</0>.')),
};
const noLoaders = { as: () => Promise.reject(), bn: () => Promise.reject(), hi: () => Promise.reject() };
const englishTranslator = () => defineCatalogues<keyof typeof english>(english, noLoaders).english;

describe('the pseudo-locale (development only)', () => {
  afterEach(() => localStorage.clear());

  it('accents a message and makes it about 40 % longer', () => {
    expect(pseudoLocalized(english.search)).toEqual(['[', 'Šéåŕçĥ', ' ···]']);
  });

  it('is what English says with the flag on, its placeholders, plurals and tags intact', () => {
    localStorage.setItem('jatra.pseudo', '1');
    const { t } = englishTranslator();
    expect(t('search')).toBe('[Šéåŕçĥ ···]');
    expect(t('seats', { count: 1, city: 'Guwahati' })).toBe('[1 šéåţ ţö Guwahati ·······]');
    expect(t('seats', { count: 3, city: 'Guwahati' })).toBe('[3 šéåţš ţö Guwahati ·······]');
    expect(t('terms')).toBe('[Ŕéåđ öûŕ <0>ţéŕɱš</0>. ······]');
  });

  it('is off without the flag: English as written', () => {
    const { t } = englishTranslator();
    expect(t('search')).toBe('Search');
    expect(t('terms')).toBe('Read our <0>terms</0>.');
  });
});
