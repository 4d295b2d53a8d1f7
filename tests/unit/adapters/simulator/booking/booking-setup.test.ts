import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EstablishmentFileError, parseEstablishment } from '../../../../../adapters/simulator/establishments/establishment-file';
import { DEMO_ESTABLISHMENTS_DIR } from '../../../../../adapters/simulator/establishments/establishment-folder';

const RIVIERA = readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'hotel-riviera.json'), 'utf8');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = Record<string, any>;

function withBookings(change: (bookings: EditableJson[]) => void): string {
  const file = JSON.parse(RIVIERA) as EditableJson;
  change(file.bookings as EditableJson[]);
  return JSON.stringify(file);
}

function problem(text: string): string {
  try {
    parseEstablishment(text, 'hotel-riviera.json', () => true);
  } catch (error) {
    expect(error).toBeInstanceOf(EstablishmentFileError);
    return (error as EstablishmentFileError).message;
  }
  throw new Error('expected the file to be refused');
}

describe("an establishment file's bookings block (issue 8)", () => {
  it('reads the Riviera’s table and spa with their slots and capacities', () => {
    const riviera = parseEstablishment(RIVIERA, 'hotel-riviera.json', () => true);
    expect(riviera.bookings?.map((each) => [each.categoryId, each.confirmAtOnce, each.nbPersonMax])).toEqual([
      [105, true, 20],
      [107, false, 2],
    ]);
  });

  it('refuses a booking that is no booking service of the directory, twice the same one, or two slots at one time', () => {
    expect(problem(withBookings((bookings) => (bookings[0]!.categoryId = 106)))).toMatch(/bookings\.0\.categoryId: service 106 is not a booking/);
    expect(problem(withBookings((bookings) => (bookings[1]!.categoryId = 105)))).toMatch(/bookings\.1\.categoryId: booking 105 is set up twice/);
    expect(problem(withBookings((bookings) => bookings[0]!.slots.push({ start: '19:00', nbPersonMax: 2 })))).toMatch(/two slots start at the same time/);
    expect(problem(withBookings((bookings) => (bookings[0]!.categoryId = 999)))).toMatch(/bookings\.0\.title: no booking service 999/);
  });

  it('refuses a malformed time or capacity', () => {
    expect(problem(withBookings((bookings) => (bookings[0]!.slots[0].start = '7pm')))).toMatch(/bookings\.0\.slots\.0\.start/);
    expect(problem(withBookings((bookings) => (bookings[0]!.slots[0].nbPersonMax = 0)))).toMatch(/bookings\.0\.slots\.0\.nbPersonMax/);
  });
});
