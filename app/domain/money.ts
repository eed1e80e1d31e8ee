/**
 * An amount in the currency's minor unit (fils: 49900) as 'AED 499.00'. The number of decimals
 * follows the currency, so a zero-decimal currency is not divided by 100.
 */
export function formatMoney(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase();
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // An unknown currency code: show it with two decimals rather than fail the e-mail.
  }
  const amount = (amountMinor / 10 ** digits).toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${code} ${amount}`;
}
