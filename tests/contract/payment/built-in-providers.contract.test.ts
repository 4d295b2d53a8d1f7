import { paymentKitEntry as adyen } from '../../../adapters/payment/adyen/adyen.payment-kit';
import { paymentKitEntry as onTheSpot } from '../../../adapters/payment/on-the-spot/on-the-spot.payment-kit';
import { paymentKitEntry as redirect } from '../../../adapters/payment/redirect/redirect.payment-kit';
import { paymentKitEntry as sandbox } from '../../../adapters/payment/sandbox-hosted-fields/sandbox-hosted-fields.payment-kit';
import { paymentKitEntry as stripe } from '../../../adapters/payment/stripe/stripe.payment-kit';
import { describePaymentProviderKit } from './payment-provider-kit';

// The payment-provider kit against every adapter we ship, one line each.
describePaymentProviderKit(onTheSpot);
describePaymentProviderKit(redirect);
describePaymentProviderKit(sandbox);
describePaymentProviderKit(stripe);
describePaymentProviderKit(adyen);
