import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';

/** An account list with nothing in it yet: says so and offers the way back to the shop. */
export function EmptyList({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <p>{text}</p>
      <Link className="button" to="/">
        {t('account.continueShopping')}
      </Link>
    </div>
  );
}

/** The table of the order history and of one order's lines: scrolls sideways on a phone, its caption for screen readers. */
export function OrdersTable({ caption, headers, children }: { caption: string; headers: ReactNode[]; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className="orders">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
