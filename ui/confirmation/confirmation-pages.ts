/**
 * checkout 2: the order confirmation page and its variants, one chunk for the four routes (ui/app/routes.tsx):
 * each is small, and every chunk of its own would add its file to the menu's first load (the router's list
 * of what each page needs, tests/e2e/first-visit.e2e.ts).
 */
export { Component as OrderConfirmation } from './order-confirmation-route';
export { Component as BankReturn } from './bank-return-route';
export { Component as OnSiteWaiting } from './on-site-waiting-route';
export { Component as PaymentError } from './payment-error-route';
