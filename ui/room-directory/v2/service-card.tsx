import { useTranslation } from 'react-i18next';
import { localize } from '../../../core/domain/locale/localized-text';
import type { RoomDirectoryService } from '../../../core/domain/room-directory/room-directory';
import { ServiceLink, useServiceAction } from './service-link';

/** browsing 9: a slider card, big (340, mobile 327) or small (262, mobile 156). */
export function ServiceCard({ service }: { readonly service: RoomDirectoryService }) {
  const { i18n } = useTranslation();
  const action = useServiceAction(service);
  if (!action) return null;
  const description = localize(service.description, i18n.language);
  return (
    <li className={`rd2-card rd2-card--${service.big ? 'big' : 'small'}`}>
      <ServiceLink service={service} action={action} className="rd2-card__link">
        {service.image && <img className="rd2-card__image" src={service.image} alt="" width={340} height={220} loading="lazy" decoding="async" />}
        <span className="rd2-card__text">
          <span className="rd2-card__title">{localize(service.title, i18n.language)}</span>
          {description && <span className="rd2-card__description">{description}</span>}
        </span>
      </ServiceLink>
    </li>
  );
}
