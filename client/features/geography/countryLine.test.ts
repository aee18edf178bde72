import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { countryByCode } from '../../../content/geography';
import ja from '../../locales/ja/geography.json';
import en from '../../locales/en/geography.json';
import { countryLine } from './countryLine';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { geography: en }, ja: { geography: ja } }, interpolation: { escapeValue: false } });

describe('what McKenzie says about a tapped country', () => {
  const france = countryByCode('FR');
  if (!france) throw new Error('no France');

  it('in English: the name and its child-sized fact', () => {
    const said = countryLine(france, 'en', i18n.getFixedT('en', 'geography'));
    expect(said).toEqual({ name: 'France', line: france.fact });
  });

  it('in Japanese: the name in Japanese and where it is', () => {
    const said = countryLine(france, 'ja', i18n.getFixedT('ja', 'geography'));
    expect(said).toEqual({ name: 'フランス', line: 'フランスはヨーロッパにあるよ。' });
  });

  it('for Antarctica, which is in none of the six regions', () => {
    const antarctica = countryByCode('AQ');
    if (!antarctica) throw new Error('no Antarctica');
    expect(countryLine(antarctica, 'ja', i18n.getFixedT('ja', 'geography')).line).toBe('南極はちきゅうぎのここにあるよ。');
  });
});
