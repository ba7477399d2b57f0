import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../components/DialogShell';
import { useAsync } from '../../components/useAsync';
import type { Product } from '../../domain/types';
import { sanitizeHtml } from '../cms/sanitizeHtml';
import { loadCmsBlock } from '../home/homeQueries';

/** The CMS block an operator edits to explain the pack sizes. */
export const SIZE_GUIDE_BLOCK = 'size-guide';

/** A product "comes in sizes" when the shopper picks a size among its variants. */
export const comesInSizes = (product: Product) =>
  product.type_id === 'configurable' && (product.configurable_options ?? []).some((o) => o.attribute_code === 'size' && o.values.length > 1);

/** "Size guide" button and dialog (issue 14); the guide's text is a CMS block, fetched when first opened. */
export function SizeGuide() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button size-guide__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('product.sizeGuide.open')}
      </button>
      {open ? <SizeGuideDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SizeGuideDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const block = useAsync(SIZE_GUIDE_BLOCK, () => loadCmsBlock(SIZE_GUIDE_BLOCK));
  const html = useMemo(() => (block.status === 'success' && block.data ? sanitizeHtml(block.data.content ?? '') : ''), [block]);
  const failed = block.status === 'error' || (block.status === 'success' && !html);
  return (
    <DialogShell
      kind="modal"
      className="size-guide"
      titleId="size-guide-title"
      title={t('product.sizeGuide.open')}
      closeLabel={t('product.sizeGuide.close')}
      onClose={onClose}
    >
      {block.status === 'loading' ? <p aria-busy="true">{t('catalog.loading')}</p> : null}
      {failed ? <p>{t('product.sizeGuide.failed')}</p> : null}
      {html ? <div className="size-guide__content cms__content" dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </DialogShell>
  );
}
