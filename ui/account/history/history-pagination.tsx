import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design/button';
import type { OrderHistoryViewModel } from './order-history-view-model';

/** accounts 2: shown only when the orders outnumber a page; the current page is marked for assistive tech. */
export const HistoryPagination = observer(function HistoryPagination({ history, goToPage }: { readonly history: OrderHistoryViewModel; readonly goToPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Array.from({ length: history.pages }, (_, index) => index);
  return (
    <nav className="order-history__pagination" aria-label={t('order_history_pagination')}>
      <Button variant="ghost" onClick={() => goToPage(history.page - 1)} disabled={history.page === 0 || history.loading}>
        {t('order_history_previous_page')}
      </Button>
      <ol>
        {pages.map((page) => (
          <li key={page}>
            <Button
              variant={page === history.page ? 'primary' : 'ghost'}
              aria-current={page === history.page ? 'page' : undefined}
              aria-label={t('order_history_page', { page: page + 1 })}
              onClick={() => goToPage(page)}
              disabled={history.loading}
            >
              {page + 1}
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="ghost" onClick={() => goToPage(history.page + 1)} disabled={history.page >= history.pages - 1 || history.loading}>
        {t('order_history_next_page')}
      </Button>
    </nav>
  );
});
