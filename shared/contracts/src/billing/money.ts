/** Whole rupees in the reader's language, Indian grouping ('₹339', '₹1,23,456'). */
export function formatRupees(amount: number, language: string): string {
  return new Intl.NumberFormat(`${language.split('-')[0]}-IN`, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
