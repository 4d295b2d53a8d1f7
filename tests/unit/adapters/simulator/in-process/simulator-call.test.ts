import { describe, expect, it } from 'vitest';
import { SimulatorError } from '../../../../../adapters/simulator/engine/simulator-error';
import { callSimulator } from '../../../../../adapters/simulator/in-process/simulator-call';
import { GatewayError } from '../../../../../core/ports/gateway-error';

describe('callSimulator: an engine call as a gateway makes it', () => {
  it('answers a deep copy, as if the answer had crossed the wire', async () => {
    const original = { steps: [{ done: false }] };
    const answer = await callSimulator(() => original);
    expect(answer).toEqual(original);
    answer.steps[0]!.done = true;
    expect(original.steps[0]!.done).toBe(false);
  });

  it.each([
    ['not_found', undefined],
    ['bad_request', 'products.data.0.nb'],
  ] as const)('a SimulatorError %s becomes a GatewayError of the same kind, message and field', async (kind, field) => {
    const failure = callSimulator(() => {
      throw new SimulatorError(kind, 'refused', field);
    });
    await expect(failure).rejects.toBeInstanceOf(GatewayError);
    await expect(failure).rejects.toMatchObject({ kind, message: 'refused', field });
  });

  it('any other error is a bug and is let through as it is', async () => {
    const bug = new TypeError('cannot read properties of undefined');
    await expect(
      callSimulator(() => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });
});
