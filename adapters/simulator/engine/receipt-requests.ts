import * as v from 'valibot';
import { isEmailValid } from '../../../core/domain/checkout/contact-rules';
import { SimulatorError } from './simulator-error';

/** checkout 3, "Receipt request": bounded like every input of the simulator. */
const receiptRequestBody = v.object({
  email: v.pipe(v.string(), v.maxLength(254), v.check(isEmailValid, 'not an e-mail address')),
  wantPromotion: v.boolean(),
  orderNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
});

export interface ReceiptRequestRecord {
  readonly restaurantId: string;
  readonly orderNumber: string;
  readonly email: string;
  readonly wantPromotion: boolean;
  readonly requestedAt: string;
}

export function checkReceiptRequest(body: unknown): v.InferOutput<typeof receiptRequestBody> {
  const parsed = v.safeParse(receiptRequestBody, body);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    throw new SimulatorError('bad_request', issue.message, v.getDotPath(issue) ?? 'body');
  }
  // checkout 3: the e-mail is lowercased; the simulator keeps it so whatever the client sent.
  return { ...parsed.output, email: parsed.output.email.trim().toLowerCase() };
}
