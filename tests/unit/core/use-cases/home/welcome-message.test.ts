import { describe, expect, it } from 'vitest';
import { WelcomeMessage } from '../../../../../core/use-cases/home/welcome-message';
import { InMemoryKeyValueStore } from '../../fixtures/in-memory-key-value-store';

describe('WelcomeMessage (browsing 2.2: the welcome dialog, remembered)', () => {
  it('is due until dismissed, then no more for that restaurant on this device', () => {
    const store = new InMemoryKeyValueStore();
    const welcome = new WelcomeMessage(store);
    expect(welcome.isDue('cafe')).toBe(true);
    welcome.dismiss('cafe');
    expect(welcome.isDue('cafe')).toBe(false);
    expect(new WelcomeMessage(store).isDue('cafe')).toBe(false);
    expect(welcome.isDue('bistro')).toBe(true);
  });
});
