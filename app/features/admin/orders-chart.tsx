import { formatEuro } from "~/utils/money";

export interface ChartDay {
  date: string;
  orders: number;
  revenueCents: number;
}

const WIDTH = 960;
const HEIGHT = 200;
const PAD = { top: 16, right: 12, bottom: 28, left: 12 };

function dayLabel(date: string): string {
  const [, month, day] = date.split("-");
  return `${day}.${month}.`;
}

/**
 * Orders (bars) and revenue (line) of the last 30 days as an inline SVG – no chart library.
 * Screen readers get the same numbers as a table.
 */
export function OrdersChart({ days }: { days: ChartDay[] }) {
  const maxOrders = Math.max(1, ...days.map((day) => day.orders));
  const maxRevenue = Math.max(1, ...days.map((day) => day.revenueCents));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(1, days.length);
  const x = (index: number) => PAD.left + index * slot;
  const yOrders = (value: number) => PAD.top + innerHeight - (value / maxOrders) * innerHeight;
  const yRevenue = (value: number) => PAD.top + innerHeight - (value / maxRevenue) * innerHeight;
  const line = days.map((day, index) => `${x(index) + slot / 2},${yRevenue(day.revenueCents)}`).join(" ");
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  const totalRevenue = days.reduce((sum, day) => sum + day.revenueCents, 0);

  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="inline-block size-3 rounded-sm bg-brand-500" /> Bestellungen ({totalOrders})
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-0.5 w-4 bg-accent-500" /> Umsatz ({formatEuro(totalRevenue)})
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + innerHeight} y2={PAD.top + innerHeight} className="stroke-slate-300" />
        {days.map((day, index) => (
          <g key={day.date}>
            <rect
              x={x(index) + slot * 0.15}
              y={yOrders(day.orders)}
              width={slot * 0.7}
              height={PAD.top + innerHeight - yOrders(day.orders)}
              rx={2}
              className="fill-brand-500"
            >
              <title>{`${dayLabel(day.date)}: ${day.orders} Bestellungen, ${formatEuro(day.revenueCents)}`}</title>
            </rect>
            {index % 5 === 4 || index === days.length - 1 ? (
              <text x={x(index) + slot / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
                {dayLabel(day.date)}
              </text>
            ) : null}
          </g>
        ))}
        <polyline points={line} fill="none" strokeWidth={2} className="stroke-accent-500" />
      </svg>
      <table className="sr-only">
        <caption>Bestellungen und Umsatz der letzten {days.length} Tage</caption>
        <thead>
          <tr>
            <th scope="col">Tag</th>
            <th scope="col">Bestellungen</th>
            <th scope="col">Umsatz</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{dayLabel(day.date)}</td>
              <td>{day.orders}</td>
              <td>{formatEuro(day.revenueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
