import type { AdyenCardLike, AdyenCoreConfig, AdyenPaymentResult, AdyenSdk, AdyenState, AdyenWalletLike, AdyenWalletType, LoadAdyen } from './adyen-sdk';

/** Adyen's result codes that end in onPaymentCompleted; the others end in onPaymentFailed (Adyen Web v6). */
const COMPLETED = new Set(['Authorised', 'Pending', 'Received']);

/**
 * A fake of Adyen Web v6 for tests and the contract kit (Adyen cannot be reached here): its Card draws
 * a frame standing for Adyen's secured fields, reports isValid as the test types, and on submit hands
 * the adapter an encrypted state, as the real component does; the advanced flow's answer then ends in
 * onPaymentCompleted or onPaymentFailed.
 */
export class FakeAdyen {
  configs: AdyenCoreConfig[] = [];
  /** The SDK cannot be fetched (offline). */
  offline = false;
  /** Issue 20.1: the wallets this fake device can pay with. */
  wallets: AdyenWalletType[] = [];
  /** The wallets' sheets the adapter opened, by type. */
  readonly sheetsOpened: AdyenWalletType[] = [];
  /** What the wallet's sheet does when opened: the customer approves (a token), or closes it. */
  sheet: 'approve' | 'close' = 'approve';
  private card: FakeAdyenCard | null = null;

  constructor(private readonly host: Window) {}

  readonly load: LoadAdyen = async () => {
    if (this.offline) throw new Error('Failed to fetch dynamically imported module: @adyen/adyen-web');
    const sdk: AdyenSdk = {
      checkout: async (config) => {
        this.configs.push(config);
        return { config };
      },
      card: (checkout, options) => {
        const { config } = checkout as { config: AdyenCoreConfig };
        return (this.card = new FakeAdyenCard(this.host, config, options.onChange));
      },
      wallet: (checkout, type) => this.wallet((checkout as { config: AdyenCoreConfig }).config, type),
    };
    return sdk;
  };

  type(complete: boolean): void {
    this.card?.type(complete);
  }

  private wallet(config: AdyenCoreConfig, type: AdyenWalletType): AdyenWalletLike {
    return {
      isAvailable: () => (this.wallets.includes(type) ? Promise.resolve(true) : Promise.reject(new Error(`${type} is not available`))),
      submit: () => {
        this.sheetsOpened.push(type);
        if (this.sheet === 'close') return config.onError(Object.assign(new Error('the sheet was closed'), { name: 'CANCEL' }));
        config.onSubmit({ data: { paymentMethod: { type, [`${type}.token`]: `kit-${type}-token` }, browserInfo: { acceptHeader: '*/*' } } }, this, {
          resolve: (result: AdyenPaymentResult) => (COMPLETED.has(result.resultCode) ? config.onPaymentCompleted(result) : config.onPaymentFailed(result)),
          reject: () => config.onPaymentFailed({ resultCode: 'Error' }),
        });
      },
    };
  }
}

class FakeAdyenCard implements AdyenCardLike {
  private root: HTMLElement | null = null;
  private valid = false;

  constructor(
    private readonly host: Window,
    private readonly config: AdyenCoreConfig,
    private readonly onChange: (state: AdyenState) => void,
  ) {}

  mount(target: string | HTMLElement): this {
    const container = typeof target === 'string' ? this.host.document.querySelector<HTMLElement>(target) : target;
    if (!container) throw new Error('Component could not mount. Root node was not found.');
    const root = this.host.document.createElement('div');
    root.setAttribute('class', 'adyen-checkout__card-input');
    const frame = this.host.document.createElement('iframe');
    frame.setAttribute('src', 'https://checkoutshopper-test.adyen.com/checkoutshopper/securedfields/test_kit/5.0.0/securedFields.html');
    frame.setAttribute('title', 'Iframe for card number');
    root.appendChild(frame);
    container.appendChild(root);
    this.root = root;
    return this;
  }

  type(complete: boolean): void {
    this.valid = complete;
    this.onChange({ data: this.state(), isValid: complete });
  }

  submit(): void {
    // The real component shows its fields' errors and submits nothing while they are not valid.
    if (!this.valid) return;
    this.config.onSubmit({ data: this.state(), isValid: true }, this, {
      resolve: (result: AdyenPaymentResult) => (COMPLETED.has(result.resultCode) ? this.config.onPaymentCompleted(result) : this.config.onPaymentFailed(result)),
      reject: () => this.config.onPaymentFailed({ resultCode: 'Error' }),
    });
  }

  unmount(): void {
    this.root?.remove();
    this.root = null;
  }

  /** Adyen encrypts the card in its frames: only these tokens leave them. */
  private state(): Readonly<Record<string, unknown>> {
    return {
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_25$kitEncryptedNumber', encryptedExpiryMonth: 'adyenjs_0_1_25$kitMonth', encryptedExpiryYear: 'adyenjs_0_1_25$kitYear', encryptedSecurityCode: 'adyenjs_0_1_25$kitCvc' },
      browserInfo: { acceptHeader: '*/*', language: 'fr-FR' },
    };
  }
}
