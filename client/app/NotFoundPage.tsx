import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card } from '../ui/Card';
import { McKenzie } from '../ui/mckenzie';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="grid min-h-full place-items-center p-6">
      <Card className="flex max-w-lg flex-col items-center gap-4 text-center">
        <McKenzie pose="thinking" size={180} />
        <h1 className="text-4xl font-extrabold text-grape">{t('notFound.title')}</h1>
        <p className="text-lg">{t('notFound.text')}</p>
        <Link
          href="/"
          className="font-display inline-flex min-h-12 items-center rounded-full bg-grape px-6 text-xl font-bold text-white"
        >
          {t('notFound.home')}
        </Link>
      </Card>
    </main>
  );
}
