import { useTranslation } from 'react-i18next';
import { useStats } from '../../lib/messages';
import { Card } from '../../ui/Card';

export function TodayActivityCard() {
  const { t } = useTranslation();
  const stats = useStats();
  const items = [
    { id: 'totalMessages', emoji: '💬', value: stats.data?.totalMessages },
    { id: 'drawings', emoji: '🖍️', value: stats.data?.drawings },
    { id: 'activities', emoji: '⚽', value: stats.data?.activities },
  ] as const;
  return (
    <Card role="region" aria-labelledby="today-title">
      <h2 id="today-title" className="mb-3 text-2xl font-extrabold text-grape">
        {t('home.today.title')}
      </h2>
      <dl className="grid grid-cols-3 gap-2">
        {items.map((item) => (
          <div key={item.id} className="flex flex-col items-center rounded-2xl bg-[#fff4d6] p-3 text-center">
            <span aria-hidden className="text-3xl">
              {item.emoji}
            </span>
            <dd className="font-display text-4xl font-extrabold text-tangerine" data-testid={`stat-${item.id}`}>
              {item.value ?? '…'}
            </dd>
            <dt className="text-sm font-semibold">{t(`home.today.${item.id}`)}</dt>
          </div>
        ))}
      </dl>
    </Card>
  );
}
