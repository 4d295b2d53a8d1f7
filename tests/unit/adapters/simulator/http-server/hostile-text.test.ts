import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../../../../adapters/platform-api/account-api';
import { BOOKING_PATHS } from '../../../../../adapters/platform-api/booking-api';
import { FEEDBACK_PATHS } from '../../../../../adapters/platform-api/feedback-api';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { ALWAYS_REFUSED } from '../../../core/domain/text/hostile-texts';
import { aTakeAwayPayload } from '../../fixtures/order-payloads';
import { anEngine } from '../../fixtures/simulator-engines';

/**
 * Issue 15, defects 8 and 9, as an attacker meets them: the same hostile strings sent over HTTP to every
 * call that keeps a customer's text (orders, bookings, feedback, account registration). Each is refused
 * with 400 naming its field, as order names always were, and nothing is kept.
 */
type Body = Record<string, unknown>;
interface TextCall {
  readonly path: string;
  readonly body: (field: string, value: string) => Body;
}

const withField = (base: Body) => (field: string, value: string): Body => {
  if (!field.includes('.')) return { ...base, [field]: value };
  const [outer, inner] = field.split('.') as [string, string];
  return { ...base, [outer]: { ...(base[outer] as Body), [inner]: value } };
};

const CALLS = {
  order: { path: PLATFORM_PATHS.placeOrder('le-comptoir'), body: withField(aTakeAwayPayload() as unknown as Body) },
  booking: {
    path: BOOKING_PATHS.submit('hotel-riviera'),
    body: withField({ name: 'Bob Martin', email: 'bob@example.com', nbPerson: 2, roomCategoryBookingId: 107, roomNumber: '12', comment: '', timeSlot: { day: '2025-06-13', slot: '14:00' } }),
  },
  feedback: { path: `${FEEDBACK_PATHS.feedback}?restaurant_token=hotel-riviera`, body: withField({ orderNumber: 'room-12', name: 'Bob', email: 'bob@example.com', rate: 4, comments: '', type: 'room' }) },
  bookingFeedback: { path: `${FEEDBACK_PATHS.bookingFeedback}?restaurant_token=hotel-riviera`, body: withField({ eventBookingId: 1, name: '', email: '', rate: 4, comments: '' }) },
  register: {
    path: ACCOUNT_PATHS.register('le-comptoir'),
    body: withField({
      firstName: 'Léa',
      lastName: 'Durand',
      email: 'lea@example.com',
      phone: '',
      password: 'Comptoir2026',
      optin: false,
      addressStreet: '1 rue Montmartre',
      addressComplementary: '',
      addressZipCode: '75001',
      addressCity: 'Paris',
      addressCountry: 'France',
    }),
  },
} satisfies Record<string, TextCall>;

type CallName = keyof typeof CALLS;

/** Every field the simulator keeps as text, with where the hostile string goes in a plausible value. */
const ONE_LINE_FIELDS: readonly (readonly [CallName, string, (hostile: string) => string])[] = [
  ['order', 'name', (hostile) => `Ali${hostile}ce Martin`],
  ['order', 'address.street', (hostile) => `12 rue${hostile} Montorgueil`],
  ['booking', 'name', (hostile) => `Bob${hostile} Martin`],
  ['booking', 'roomNumber', (hostile) => `12${hostile}`],
  ['booking', 'email', (hostile) => `bob${hostile}@example.com`],
  ['feedback', 'name', (hostile) => `Bob${hostile} Martin`],
  ['feedback', 'email', (hostile) => `bob${hostile}@example.com`],
  ['feedback', 'orderNumber', (hostile) => `room${hostile}12`],
  ['bookingFeedback', 'name', (hostile) => `Bob${hostile} Martin`],
  ['register', 'firstName', (hostile) => `Lé${hostile}a`],
  ['register', 'lastName', (hostile) => `Dur${hostile}and`],
  ['register', 'email', (hostile) => `lea${hostile}@example.com`],
  ['register', 'addressStreet', (hostile) => `1 rue${hostile} Montmartre`],
  ['register', 'addressComplementary', (hostile) => `Bât.${hostile} B`],
  ['register', 'addressCity', (hostile) => `Par${hostile}is`],
];
const COMMENT_FIELDS: readonly (readonly [CallName, string])[] = [
  ['order', 'comment'],
  ['booking', 'comment'],
  ['feedback', 'comments'],
  ['bookingFeedback', 'comments'],
];

let engine: SimulatorEngine;
let server: RunningSimulatorServer;

beforeAll(async () => {
  engine = anEngine();
  server = await startSimulator({ engine, port: 0 });
});

afterAll(async () => {
  await server.close();
  engine.close();
});

async function send(call: CallName, field: string, value: string): Promise<{ status: number; body: { field?: string; message?: string } }> {
  const { path, body } = CALLS[call];
  const response = await fetch(new URL(path, server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(field, value)) });
  return { status: response.status, body: (await response.json()) as { field?: string } };
}

describe('issue 15, defect 8: one text policy for every field the simulator keeps (refused with 400 naming the field)', () => {
  describe.each(Object.entries(ALWAYS_REFUSED))('%s', (_what, hostile) => {
    it.each(ONE_LINE_FIELDS.map(([call, field, value]) => [call, field, value(hostile)] as const))('%s %s is refused', async (call, field, value) => {
      const answer = await send(call, field, value);
      expect(answer, JSON.stringify(value)).toMatchObject({ status: 400, body: { field } });
    });

    it.each(COMMENT_FIELDS)('%s %s is refused', async (call, field) => {
      const answer = await send(call, field, `Très bien${hostile}, merci`);
      expect(answer).toMatchObject({ status: 400, body: { field } });
    });
  });

  it('a one-line field keeps no line break', async () => {
    for (const [call, field, value] of ONE_LINE_FIELDS) {
      expect(await send(call, field, value('\n')), `${call} ${field}`).toMatchObject({ status: 400, body: { field } });
    }
  });

  it('a comment keeps its line feeds (a CRLF is read as LF), and nothing hostile was kept', async () => {
    expect((await send('order', 'comment', 'Sans oignons\r\nMerci')).status).toBe(200);
    expect((await send('booking', 'comment', 'Table au calme\nMerci')).status).toBe(201);
    expect((await send('feedback', 'comments', 'Très bien\nMerci')).status).toBe(200);
    expect(engine.feedback.list('hotel-riviera')).toMatchObject([{ comments: 'Très bien\nMerci' }]);
    expect(engine.bookings.list('hotel-riviera', undefined)).toMatchObject([{ comment: 'Table au calme\nMerci' }]);
  });
});

describe('issue 15, defect 9: a name of blank characters is refused everywhere a name is kept', () => {
  const NAME_FIELDS: readonly (readonly [CallName, string])[] = [
    ['order', 'name'],
    ['booking', 'name'],
    ['feedback', 'name'],
    ['bookingFeedback', 'name'],
    ['register', 'firstName'],
    ['register', 'lastName'],
  ];
  it.each([
    ['Hangul fillers', '\u3164\u3164\u3164'],
    ['Braille blanks', '\u2800\u2800\u2800'],
    ['halfwidth Hangul fillers', '\uffa0\uffa0\uffa0'],
    ['a letter and Braille blanks', 'A\u2800\u2800'],
  ])('%s', async (_what, name) => {
    for (const [call, field] of NAME_FIELDS) expect(await send(call, field, name), `${call} ${field}`).toMatchObject({ status: 400, body: { field } });
  });
});
