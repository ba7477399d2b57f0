import { LineOptions } from '../../components/LineOptions';
import { formatPrice } from '../../lib/format';
import type { SummaryLine } from './summaryLine';

/** The ordered lines, read only: "2 × name", what was chosen, the line's total (review step, thank-you page). */
export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <ul className="review-lines">
      {lines.map((l) => (
        <li key={l.key}>
          <div>
            <span className="review-lines__name">
              {l.qty} × {l.name}
            </span>
            <LineOptions options={l.options} />
          </div>
          <span className="review-lines__price">{formatPrice(l.rowTotalInclTax)}</span>
        </li>
      ))}
    </ul>
  );
}
