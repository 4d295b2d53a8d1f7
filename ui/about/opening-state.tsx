import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AboutViewModel } from './about-view-model';

/** Open or closed now (browsing 2.3, about page), in words and not only in colour. */
export const OpeningState = observer(function OpeningState({ about, language }: { readonly about: AboutViewModel; readonly language: string }) {
  const { t } = useTranslation();
  const state = about.state;
  if (state.kind === 'unknown') return null;
  if (state.kind === 'open') {
    return (
      <p className="opening-state opening-state--open" data-testid="opening-state">
        <strong>{t('open_now')}</strong> · {t('closes_at', { time: about.timeOf(state.until, language) })}
      </p>
    );
  }
  let detail: string = t('closed_for_now');
  if (state.kind === 'closed' && state.next) {
    const day = about.dayOf(state.next, language);
    const time = about.timeOf(state.next, language);
    detail = day === 'today' ? t('opens_today_at', { time }) : day === 'tomorrow' ? t('opens_tomorrow_at', { time }) : t('opens_on_day_at', { day, time });
  }
  return (
    <p className="opening-state opening-state--closed" data-testid="opening-state">
      <strong>{t('closed_now')}</strong> · {detail}
    </p>
  );
});
