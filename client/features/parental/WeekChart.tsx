import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '../../../contract/parental';

/** Minutes played and activities per day over the last seven days (Recharts stays in this chunk). */
export function WeekChart({ week }: { week: Dashboard['week'] }) {
  const { t, i18n } = useTranslation('parental');
  const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  const data = week.map((entry) => ({ ...entry, label: day.format(new Date(`${entry.date}T12:00:00`)) }));
  return (
    <div className="h-64 w-full" data-testid="week-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="minutes" name={t('week.minutes')} fill="#7b5cff" radius={[6, 6, 0, 0]} />
          <Bar dataKey="activities" name={t('week.activities')} fill="#2ec4a6" radius={[6, 6, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
