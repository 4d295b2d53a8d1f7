/**
 * The part of Adyen Web v6 the adapter uses (AdyenCheckout, the Card component, the advanced flow's
 * onSubmit), as plain shapes: the real SDK fits them, and so does the fake the tests and the contract
 * kit use (AdyenCheckout calls Adyen's servers as soon as it starts, which cannot be reached here).
 */
export interface AdyenPaymentResult {
  readonly resultCode: string;
  readonly action?: unknown;
}

export interface AdyenSubmitActions {
  resolve(result: AdyenPaymentResult): void;
  reject(error?: unknown): void;
}

/** state.data: what the card component gives to send to the platform, card data encrypted by Adyen. */
export interface AdyenState {
  readonly data: Readonly<Record<string, unknown>>;
  readonly isValid?: boolean;
}

export interface AdyenCoreConfig {
  readonly clientKey: string;
  readonly environment: 'test' | 'live';
  readonly locale: string;
  readonly countryCode: string;
  readonly amount: { readonly value: number; readonly currency: string };
  onSubmit(state: AdyenState, component: unknown, actions: AdyenSubmitActions): void;
  onAdditionalDetails(state: AdyenState, component: unknown, actions: AdyenSubmitActions): void;
  onPaymentCompleted(result: AdyenPaymentResult): void;
  onPaymentFailed(result?: AdyenPaymentResult): void;
  onError(error: Error): void;
}

export interface AdyenCardLike {
  mount(target: string | HTMLElement): unknown;
  submit(): void;
  unmount(): void;
}

/** Issue 20.1: Adyen's Apple Pay and Google Pay components (isAvailable rejects where the device cannot pay). */
export interface AdyenWalletLike {
  isAvailable(): Promise<unknown>;
  /** Opens the wallet's sheet; its token then comes to the checkout's onSubmit. */
  submit(): void;
}

export type AdyenWalletType = 'applepay' | 'googlepay';

export interface AdyenSdk {
  checkout(config: AdyenCoreConfig): Promise<unknown>;
  card(checkout: unknown, options: { onChange(state: AdyenState): void }): AdyenCardLike;
  wallet(checkout: unknown, type: AdyenWalletType): AdyenWalletLike;
}

export type LoadAdyen = () => Promise<AdyenSdk>;

/** The real SDK and its stylesheet, one lazy chunk loaded on the payment step only. */
export const loadRealAdyen: LoadAdyen = async () => {
  const [sdk] = await Promise.all([import('@adyen/adyen-web'), import('@adyen/adyen-web/styles/adyen.css')]);
  return {
    checkout: (config) => sdk.AdyenCheckout(config as unknown as Parameters<typeof sdk.AdyenCheckout>[0]),
    card: (checkout, options) => new sdk.Card(checkout as ConstructorParameters<typeof sdk.Card>[0], options as unknown as ConstructorParameters<typeof sdk.Card>[1]),
    wallet: (checkout, type) =>
      type === 'applepay' ? new sdk.ApplePay(checkout as ConstructorParameters<typeof sdk.ApplePay>[0]) : new sdk.GooglePay(checkout as ConstructorParameters<typeof sdk.GooglePay>[0]),
  };
};
