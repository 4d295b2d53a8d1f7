import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TrackedLine } from '../../core/domain/tracking/track-status';
import { trackedLineName } from '../../core/domain/tracking/tracked-line-name';
import { useRestaurant } from '../session/restaurant-context';

/**
 * Issue 7, tracking: the order's lines. Issue 22.13: named in the visitor's language from the menu the
 * page has loaded (the platform names them in French); while the menu loads, or when it failed, with
 * the platform's names.
 */
export const TrackedLines = observer(function TrackedLines({ lines, price }: { readonly lines: readonly TrackedLine[]; readonly price: (cents: number) => string }) {
  const { i18n } = useTranslation();
  const session = useRestaurant().session;
  const catalogue = session.status === 'ready' ? session.value.catalogue : null;
  return (
    <ul className="tracking-lines" data-testid="tracking-lines">
      {lines.map((line, index) => (
        <li key={`${index}-${line.name}`} className="tracking-lines__line">
          <span>
            {line.count} × {trackedLineName(line, catalogue, i18n.language)}
          </span>
          <span>{price(line.price)}</span>
        </li>
      ))}
    </ul>
  );
});
