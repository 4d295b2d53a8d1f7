/**
 * The instant the test suites run at (the features' and the browser tests' simulator, and the browser's
 * Date), whatever the hour of the machine: Wednesday 16 June 2027, 12:05 in Paris (10:05 UTC), in a week
 * without a change of time. Le Comptoir's lunch (12:00-14:30), the hotels' room service (07:00-23:00), Café
 * Lumière and Le Phare are open, so an order "as soon as possible" is taken (issue 22.4 refuses it while
 * closed); La Buvette (17:00) offers its slots of the evening. The clock then runs: a suite that lasts two
 * hours still ends inside Le Comptoir's lunch. A test that needs another hour picks a slot days ahead.
 */
export const TEST_NOW = '2027-06-16T10:05:00Z';
