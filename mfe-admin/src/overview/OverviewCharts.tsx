import { formatRupees, type DailyFigure } from '@jatra/shared';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { dayTick, describeFigures, rupeesTick } from './chart-format';

const CHART_STYLE = { width: '100%', height: 240 } as const;
const AXIS_TICK = { fontSize: 12, fill: 'var(--color-text-muted)' };

function Figure({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <figure className="overview-chart">
      <figcaption className="overview-chart__title">{title}</figcaption>
      {/* one image to a screen reader, named by what it shows; the table below holds each day */}
      <div role="img" aria-label={`${title}. ${label}`} className="overview-chart__plot">
        {children}
      </div>
    </figure>
  );
}

/**
 * The last 30 days as two charts. Loaded on its own (React.lazy) so recharts is a chunk of its own that the
 * other admin pages never wait for.
 */
export default function OverviewCharts({ daily }: { daily: DailyFigure[] }) {
  return (
    <div className="overview-charts">
      <Figure title="Bookings per day" label={describeFigures(daily, 'bookings')}>
        <BarChart data={daily} responsive style={CHART_STYLE} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="date" tickFormatter={dayTick} tick={AXIS_TICK} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} />
          <Tooltip labelFormatter={(date) => dayTick(String(date))} formatter={(value) => [value, 'Bookings']} />
          <Bar dataKey="bookings" fill="var(--color-brand)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </Figure>
      <Figure title="Revenue per day" label={describeFigures(daily, 'revenue')}>
        <LineChart data={daily} responsive style={CHART_STYLE} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="date" tickFormatter={dayTick} tick={AXIS_TICK} minTickGap={16} />
          <YAxis tickFormatter={rupeesTick} tick={AXIS_TICK} width={56} />
          <Tooltip
            labelFormatter={(date) => dayTick(String(date))}
            formatter={(value) => [formatRupees(Number(value)), 'Revenue']}
          />
          <Line
            type="monotone"
            dataKey="revenue"
            stroke="var(--color-success)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </Figure>
    </div>
  );
}
