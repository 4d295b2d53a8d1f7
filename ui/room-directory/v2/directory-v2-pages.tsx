import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { categorySliders } from '../../../core/domain/room-directory/directory-v2';
import { localize } from '../../../core/domain/locale/localized-text';
import type { RoomDirectoryService } from '../../../core/domain/room-directory/room-directory';
import { directoryPageId, findService } from '../../../core/domain/room-directory/room-directory';
import { usePriceFormat } from '../../format/use-price-format';
import { usePageTitle } from '../../routing/use-page-title';
import { SanitizedHtml } from '../../html/sanitized-html';
import { useDirectoryV2 } from './directory-v2-context';
import { directoryV2Paths } from './directory-v2-paths';
import { ServiceCard } from './service-card';

/** browsing 2.10: the home's category sliders; a category's address (#rd-category-{id}) scrolls to its slider. */
export function DirectoryV2Home() {
  const { settings, directory } = useDirectoryV2();
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  usePageTitle(localize(directory.titleInfos.title, i18n.language), settings.restaurant_name);
  useEffect(() => {
    if (hash.startsWith('#rd-category-')) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <div className="rd2-sliders">
      {categorySliders(directory.services).map(({ category, services }) => (
        <CategorySlider key={category?.id ?? 0} category={category} services={services} fallbackTitle={t('room_directory_services')} />
      ))}
    </div>
  );
}

function CategorySlider({ category, services, fallbackTitle }: { readonly category: RoomDirectoryService | null; readonly services: readonly RoomDirectoryService[]; readonly fallbackTitle: string }) {
  const { i18n } = useTranslation();
  const headingId = useId();
  const title = category ? localize(category.title, i18n.language) : fallbackTitle;
  return (
    <section className="rd2-slider" id={category ? `rd-category-${category.id}` : undefined} aria-labelledby={headingId}>
      <h2 id={headingId} className="rd2-slider__title">
        {title}
      </h2>
      {/* browsing 9: the slider's usable width is 80% of the page (a phone's width minus 50 px). */}
      <ul className="rd2-slider__track" tabIndex={0} aria-label={title}>
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </ul>
    </section>
  );
}

/** browsing 2.9 and 2.10: a page's service from the address; a non-numeric, unknown or disabled id goes to the directory home. */
function usePageService(accept: (service: RoomDirectoryService) => boolean): RoomDirectoryService | null {
  const { directory } = useDirectoryV2();
  const id = directoryPageId(useParams().categoryId);
  const service = id === null ? null : findService(directory.services, id);
  return service && !service.disable && accept(service) ? service : null;
}

/** browsing 2.10: a custom page: the restaurant's content, sanitized. */
export function DirectoryV2CustomPage() {
  const { settings } = useDirectoryV2();
  const { i18n } = useTranslation();
  const service = usePageService((candidate) => candidate.type === 'custom_page' && candidate.customPage !== null);
  usePageTitle(service ? localize(service.title, i18n.language) : '', settings.restaurant_name);
  if (!service?.customPage) return <Navigate to={directoryV2Paths.home(settings.id)} replace />;
  return (
    <article className="rd2-page">
      <h1 className="page-title">{localize(service.title, i18n.language)}</h1>
      <SanitizedHtml className="rd2-page__content" html={localize(service.customPage.content, i18n.language)} />
    </article>
  );
}

/**
 * browsing 2.10 and 3: a booking's page: title, description, price per person, images and content, and a
 * button to the booking form (browsing 2.1 booking-form-room-directory, built by issue 8).
 */
export function DirectoryV2BookingPage() {
  const { settings } = useDirectoryV2();
  const { t, i18n } = useTranslation();
  const price = usePriceFormat(settings);
  const service = usePageService((candidate) => candidate.type === 'booking' && candidate.booking !== null);
  const booking = service?.booking ?? null;
  usePageTitle(booking ? localize(booking.title, i18n.language) : '', settings.restaurant_name);
  if (!service || !booking) return <Navigate to={directoryV2Paths.home(settings.id)} replace />;
  const text = (value: Parameters<typeof localize>[0]) => localize(value, i18n.language);
  return (
    <article className="rd2-page rd2-booking">
      <h1 className="page-title">{text(booking.title)}</h1>
      {text(booking.description) && <p className="rd2-booking__description">{text(booking.description)}</p>}
      {booking.price_per_person !== null && (
        <p className="rd2-booking__price">
          <strong>{t('room_directory_price_per_person', { price: price(booking.price_per_person) })}</strong>
          {text(booking.priceDetails) && <span className="rd2-booking__price-details"> · {text(booking.priceDetails)}</span>}
        </p>
      )}
      {booking.images.length > 0 && (
        <ul className="rd2-booking__images">
          {booking.images.map((image) => (
            <li key={image}>
              <img src={image} alt="" width={480} height={300} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {text(booking.content) && <SanitizedHtml className="rd2-page__content" html={text(booking.content)} />}
      <Link className="button button--primary button--large rd2-booking__book" to={directoryV2Paths.bookingForm(settings.id, service.id)}>
        {t('room_directory_book')}
      </Link>
    </article>
  );
}
