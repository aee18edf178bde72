import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage } from '../../../contract/constants';
import { useUpdateProfile } from '../../lib/profileCache';
import { toast } from '../../lib/toast';
import { changeUiLanguage } from '../../lib/uiLanguage';
import { Card } from '../../ui/Card';
import { UI_LANGUAGE_FLAG, UI_LANGUAGE_NATIVE } from './meta';

function isUiLanguage(value: string): value is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The App Language selector: switching changes every screen at once (i18next), and is kept in the
 * child's profile on the server so it comes back on any browser.
 */
export function AppLanguageSelector() {
  const { t, i18n } = useTranslation('languages');
  const updateProfile = useUpdateProfile();
  const current: UiLanguage = isUiLanguage(i18n.language) ? i18n.language : 'en';

  const choose = async (language: UiLanguage) => {
    if (language === current) return;
    await changeUiLanguage(language);
    updateProfile.mutate({ uiLanguage: language });
    toast({
      title: i18n.getFixedT(language, 'languages')('appLanguage.switched', { language: UI_LANGUAGE_NATIVE[language] }),
      variant: 'success',
    });
  };

  return (
    <Card className="flex flex-col gap-3" data-testid="app-language">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-2xl font-extrabold text-grape">
          <span aria-hidden>🗣️ </span>
          {t('appLanguage.title')}
        </h3>
        <p className="font-display text-lg font-bold text-ink/80" data-testid="app-language-current">
          {t('appLanguage.current', { language: UI_LANGUAGE_NATIVE[current] })}
        </p>
      </div>
      <div role="group" aria-label={t('appLanguage.label')} className="grid grid-cols-2 gap-2 sm:grid-cols-4 md:grid-cols-7">
        {UI_LANGUAGES.map((language) => {
          const chosen = language === current;
          return (
            <button
              key={language}
              type="button"
              lang={language}
              aria-pressed={chosen}
              onClick={() => void choose(language)}
              className={`font-display flex min-h-14 items-center justify-center gap-2 rounded-2xl border-4 px-3 text-lg font-bold transition active:scale-[0.98] ${
                chosen ? 'border-grape bg-grape text-white' : 'border-grape/20 bg-white text-grape hover:border-grape/50'
              }`}
            >
              <span aria-hidden>{UI_LANGUAGE_FLAG[language]}</span>
              {UI_LANGUAGE_NATIVE[language]}
            </button>
          );
        })}
      </div>
    </Card>
  );
}
