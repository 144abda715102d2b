/**
 * Prices as the law asks them shown (総額表示, decision 054): every yen amount the site sells for is
 * already the total a member pays, consumption tax included (1 coin = 1 yen, tax included), so it is
 * written with 税込; a receipt also names the tax it contains.
 */

/** The standard consumption tax rate, in percent (digital content is not reduced-rate). */
export const CONSUMPTION_TAX_PERCENT = 10;

/** ¥1,000（税込） */
export const yenTaxIncluded = (value: number) => `¥${value.toLocaleString('ja-JP')}（税込）`;

/** The consumption tax inside a tax-included total, rounded down (as invoices compute it per receipt). */
export const taxInside = (total: number) => Math.floor((total * CONSUMPTION_TAX_PERCENT) / (100 + CONSUMPTION_TAX_PERCENT));
