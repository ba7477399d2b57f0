import { useTranslation } from 'react-i18next';

/** The store to collect from, the purchase-order number and the comment, where given (thank-you, order detail). */
export function OrderParameters({ store, poNumber, comment }: { store?: { name: string; address: string } | null; poNumber?: string; comment?: string }) {
  const { t } = useTranslation();
  if (!store && !poNumber && !comment) return null;
  // The rows in the order they show; a row without a value does not show.
  const rows = [
    ['checkout.collectFrom', store ? `${store.name}, ${store.address}` : ''],
    ['checkout.poNumber', poNumber],
    ['checkout.comment', comment],
  ] as const;
  return (
    <dl className="order-parameters">
      {rows.map(([label, value]) =>
        value ? (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
