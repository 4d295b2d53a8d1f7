import { makeAutoObservable } from 'mobx';
import { DateTime, Info } from 'luxon';
import { shownPhone } from '../../core/domain/text/shown-phone';
import type { ShownPhone } from '../../core/domain/text/shown-phone';
import type { OpeningDay, OpeningState, Weekday } from '../../core/domain/restaurant/opening-hours';
import { openingState, openingWeek, upcomingSpecificDays } from '../../core/domain/restaurant/opening-hours';
import { orderTypeName } from '../../core/domain/order-type/order-type';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';
import type { Clock } from '../../core/ports/clock';
import type { Lifecycle } from '../container/use-view-model';

/** "Open now" is read again every minute while the page shows. */
const REFRESH_MS = 60_000;

export interface OpeningDayView {
  readonly day: Weekday;
  /** The long weekday name in the visitor's language (accounts 9: from ?lang=, default fr). */
  readonly name: string;
  /** Each period as "12:00 – 14:30" in the visitor's language; empty: closed that day. */
  readonly periods: readonly string[];
  readonly today: boolean;
}

export interface Timer {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const browserTimer: Timer = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * The about page (browsing 2.1 and 2.3): address, phone, the week's opening hours with the long
 * weekday names in the visitor's language, open or closed now (luxon in the restaurant's zone, the
 * time from the Clock port), a map link and the order types offered.
 */
export class AboutViewModel implements Lifecycle {
  now: DateTime;

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly clock: Clock,
    private readonly timer: Timer = browserTimer,
  ) {
    this.now = clock.now().setZone(settings.timezone);
    makeAutoObservable<AboutViewModel, 'settings' | 'clock' | 'timer'>(this, { settings: false, clock: false, timer: false }, { autoBind: true });
  }

  start(): () => void {
    const handle = this.timer.setInterval(this.tick, REFRESH_MS);
    return () => this.timer.clearInterval(handle);
  }

  tick(): void {
    this.now = this.clock.now().setZone(this.settings.timezone);
  }

  get state(): OpeningState {
    return openingState(this.settings.opening_hours, this.settings.is_closed, this.now, this.settings.specific_opening_hours);
  }

  week(language: string): OpeningDayView[] {
    const names = Info.weekdays('long', { locale: language });
    return openingWeek(this.settings.opening_hours).map((day: OpeningDay) => ({
      day: day.day,
      name: capitalised(names[day.day - 1] ?? '', language),
      periods: day.periods.map((period) => `${this.time(period.open, language)} – ${this.time(period.close, language)}`),
      today: day.day === this.now.weekday,
    }));
  }

  get hasOpeningHours(): boolean {
    return this.settings.opening_hours.length > 0 || this.exceptionalDaysCount > 0;
  }

  private get exceptionalDaysCount(): number {
    return upcomingSpecificDays(this.settings.specific_opening_hours ?? [], this.now).length;
  }

  /** checkout 3 specific_opening_hours: the exceptional dates of the next two weeks, named in the visitor's language. */
  exceptionalDays(language: string): { readonly date: string; readonly name: string; readonly periods: readonly string[] }[] {
    return upcomingSpecificDays(this.settings.specific_opening_hours ?? [], this.now).map((day) => ({
      date: day.date,
      name: DateTime.fromISO(day.date, { zone: this.settings.timezone }).setLocale(language).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long' }),
      periods: day.periods.map((period) => `${this.time(period.open, language)} – ${this.time(period.close, language)}`),
    }));
  }

  /** A time of the state (closes at, opens at), in the visitor's language. */
  timeOf(instant: DateTime, language: string): string {
    return instant.setLocale(language).toLocaleString(DateTime.TIME_SIMPLE);
  }

  /** When the restaurant opens next, relative to today: 'today', 'tomorrow' or the weekday's name. */
  dayOf(instant: DateTime, language: string): string {
    const days = instant.startOf('day').diff(this.now.startOf('day'), 'days').days;
    if (days === 0) return 'today';
    if (days === 1) return 'tomorrow';
    return instant.setLocale(language).toFormat('cccc');
  }

  get address(): readonly string[] {
    const { address_street, address_zip_code, address_city } = this.settings;
    return [address_street, [address_zip_code, address_city].filter(Boolean).join(' ')].filter((line) => line.trim() !== '');
  }

  /** OpenStreetMap's search for the address: a plain link, nothing loaded on this page. */
  get mapUrl(): string | null {
    if (this.address.length === 0) return null;
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent([this.settings.restaurant_name, ...this.address].join(', '))}`;
  }

  /** The phone as the restaurant's country writes it (01 42 36 00 00), and the number to call. */
  get phone(): ShownPhone | null {
    return shownPhone(this.settings.phone, this.settings.phoneRegion);
  }

  /** browsing 3: the order types offered, as message keys (order_type_take_away ...). */
  get orderTypeKeys(): string[] {
    return this.settings.orderTypes.map((type) => `order_type_${orderTypeName(type.id)}`);
  }

  private time(hhmm: string, language: string): string {
    return DateTime.fromFormat(hhmm, 'HH:mm', { zone: this.settings.timezone }).setLocale(language).toLocaleString(DateTime.TIME_SIMPLE);
  }
}

/** French weekday names are lowercase; a table row starts with a capital. */
function capitalised(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
