import type { DailyFigure } from '@jatra/shared';
import type { Formats } from '@jatra/shared/i18n';
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import type { ReactNode } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import { useAdminI18n } from '../i18n';
import { describeFigures, rupeesTick } from './chart-format';

// only the parts these two charts draw, so the rest of Chart.js stays out of the bundle
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip);

/** A design token's value: canvas cannot read CSS custom properties itself. */
const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

function options(tick: (value: number) => string, label: (value: number) => string): ChartOptions<'bar' | 'line'> {
  const muted = token('--color-text-muted');
  // the page's own fonts: Chart.js's default is the system's, which may draw no Bengali or Devanagari letter
  const font = { family: token('--font-sans') };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: false },
      tooltip: {
        titleFont: font,
        bodyFont: font,
        callbacks: { label: (item) => label(Number(item.parsed.y)) },
      },
    },
    scales: {
      x: { grid: { display: false }, ticks: { color: muted, font, autoSkipPadding: 16, maxRotation: 0 } },
      y: {
        beginAtZero: true,
        grid: { color: token('--color-border') },
        ticks: { color: muted, font, precision: 0, callback: (value) => tick(Number(value)) },
      },
    },
  };
}

function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="overview-chart">
      <figcaption className="overview-chart__title">{title}</figcaption>
      <div className="overview-chart__plot">{children}</div>
    </figure>
  );
}

type Translate = ReturnType<typeof useAdminI18n>['t'];

/** The canvas is one image to a screen reader, named by what it shows; the table below holds each day. */
const imageNamed = (
  title: string,
  figures: DailyFigure[],
  key: 'bookings' | 'revenue',
  t: Translate,
  format: Formats,
) => ({
  role: 'img',
  'aria-label': t('charts.imageName', { title, description: describeFigures(figures, key, t, format) }),
});

/** The last 30 days as two charts (Chart.js, in the admin remote only). */
export function OverviewCharts({ daily }: { daily: DailyFigure[] }) {
  const { t, format } = useAdminI18n();
  const labels = daily.map((day) => format.dayMonth(day.date));
  const bookingsTitle = t('charts.bookingsPerDay');
  const revenueTitle = t('charts.revenuePerDay');
  return (
    <div className="admin-halves">
      <Figure title={bookingsTitle}>
        <Bar
          {...imageNamed(bookingsTitle, daily, 'bookings', t, format)}
          options={options(String, (value) => t('charts.bookingsTooltip', { count: value })) as ChartOptions<'bar'>}
          data={{
            labels,
            datasets: [
              {
                data: daily.map((day) => day.bookings),
                backgroundColor: token('--color-brand'),
                borderRadius: 4,
              },
            ],
          }}
        />
      </Figure>
      <Figure title={revenueTitle}>
        <Line
          {...imageNamed(revenueTitle, daily, 'revenue', t, format)}
          options={options(rupeesTick, format.rupees) as ChartOptions<'line'>}
          data={{
            labels,
            datasets: [
              {
                data: daily.map((day) => day.revenue),
                borderColor: token('--color-success'),
                borderWidth: 2,
                pointRadius: 0,
                tension: 0.3,
              },
            ],
          }}
        />
      </Figure>
    </div>
  );
}
