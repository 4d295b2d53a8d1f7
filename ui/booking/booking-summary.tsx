import { useTranslation } from 'react-i18next';
import { localize } from '../../core/domain/locale/localized-text';
import type { LocalizedText } from '../../core/domain/locale/localized-text';
import { intlLocale } from '../locales/ui-languages';

export interface SummaryLines {
  readonly title: LocalizedText;
  readonly day: string | null;
  readonly slot: string | null;
  readonly nbPerson: number;
  readonly name: string;
  readonly email: string;
  readonly roomNumber?: string | null;
  readonly phone?: string | null;
}

/** A booking's summary (accounts 4, CONFIRMED; accounts 2, the event booking page). */
export function BookingSummary({ lines }: { readonly lines: SummaryLines }) {
  const { t, i18n } = useTranslation();
  const day = lines.day ? new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${lines.day}T12:00:00Z`)) : null;
  const rows: [string, string][] = [
    [t('booking_summary_what'), localize(lines.title, i18n.language)],
    ...(day ? ([[t('booking_summary_day'), day]] as [string, string][]) : []),
    ...(lines.slot ? ([[t('booking_summary_time'), lines.slot]] as [string, string][]) : []),
    [t('booking_summary_persons'), String(lines.nbPerson)],
    [t('booking_name'), lines.name],
    [t('email_address'), lines.email],
    ...(lines.roomNumber ? ([[t('booking_room_number'), lines.roomNumber]] as [string, string][]) : []),
    ...(lines.phone ? ([[t('booking_phone'), lines.phone]] as [string, string][]) : []),
  ];
  return (
    <dl className="booking-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="booking-summary__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
