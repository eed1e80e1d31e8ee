import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatNumber,
  formatPrice,
  formatRating,
  type DateInput,
} from "~/domain/format";
import { useLocale } from "./i18n";

/**
 * The formatters of domain/format in the visitor's locale: every date, price and count a page
 * shows.
 */
export function useFormatters() {
  const locale = useLocale();
  return {
    /** '14 Jul 2025' */
    date: (value: DateInput) => formatDate(value, locale),
    /** '14 Jul 2025, 09:30' */
    dateTime: (value: DateInput) => formatDateTime(value, locale),
    /** '14 Jul' */
    dayMonth: (value: DateInput) => formatDayMonth(value, locale),
    /** 'AED 499.00' from fils */
    money: (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, locale),
    /** 'AED 499' from whole dirhams */
    price: (amountAed: number) => formatPrice(amountAed, locale),
    /** '1,234' (Western digits in Arabic too) */
    number: (value: number) => formatNumber(value, locale),
    /** '4.7' of 5 stars, always one decimal */
    rating: (value: number) => formatRating(value, locale),
  };
}
