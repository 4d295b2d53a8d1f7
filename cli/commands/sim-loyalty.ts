import { InvalidArgumentError } from 'commander';
import type { Command } from 'commander';
import type { SimulatorAdmin, StagedLoyaltyCustomerView } from '../../config/node-container';
import { SIMULATOR_ADMIN } from '../../config/node-container';
import { asGatewayError } from '../../core/ports/gateway-error';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { printable, printableJson } from '../output/printable-text';

function wholeNumber(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new InvalidArgumentError('expected a whole number, e.g. 300');
  return Number(raw);
}

/** An amount in the restaurant's main unit (5.00), kept as integer cents. */
function amount(raw: string): number {
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(raw)) throw new InvalidArgumentError('expected an amount such as 5.00');
  return Math.round(Number(raw.replace(',', '.')) * 100);
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** A customer as support reads them: card, phone, account, balances, then one line per advantage, reward and voucher. */
export function loyaltyCustomerText(customer: StagedLoyaltyCustomerView): string {
  const head = `${customer.card_number}${customer.phone ? ` (${customer.phone})` : ''}`;
  if (!customer.account) return printable(`${head}: no account (invalid_user)`);
  const lines = [
    `${head}: ${customer.points} points, pool ${money(customer.pool)}, e-wallet ${money(customer.e_wallet_balance)}${customer.member_summary ? `, ${customer.member_summary}` : ''}`,
    ...customer.advantages.map((advantage) => {
      const traits = [
        advantage.codePromo ? advantage.codePromo : 'no code',
        ...(advantage.automatic ? ['automatic'] : []),
        ...(advantage.fraud ? ['fraud: blocks the offers'] : []),
        ...(advantage.required_points !== undefined ? [`${advantage.required_points} points`] : []),
      ];
      return `  advantage ${advantage.name} (${traits.join(', ')})`;
    }),
    ...customer.possible_rewards.map((reward) => `  reward ${reward.name} (${reward.required_points} points${reward.required_points > customer.points ? ', not enough points' : ''})`),
    ...customer.vouchers.map((voucher) => `  voucher ${voucher.code} ${voucher.name} (${money(voucher.amount)})`),
  ];
  return lines.map((line) => printable(line)).join('\n');
}

async function staged(command: Command, io: CliIo, call: (admin: SimulatorAdmin) => Promise<StagedLoyaltyCustomerView>, title: string): Promise<void> {
  const globals = command.optsWithGlobals<GlobalOptions>();
  await withBackend(globals, async (backend) => {
    let answer: StagedLoyaltyCustomerView;
    try {
      answer = await answeredInTime(backend, call(backend.container.get<SimulatorAdmin>(SIMULATOR_ADMIN)));
    } catch (error) {
      const { message, field } = asGatewayError(error);
      throw new CliError(printable(field === undefined ? message : `${field}: ${message}`));
    }
    io.out(globals.json ? printableJson(answer, 2) : `${title}${loyaltyCustomerText(answer)}`);
  });
}

interface SetOptions {
  readonly restaurant: string;
  readonly points?: number;
  readonly pool?: number;
  readonly wallet?: number;
}

/** `ordering sim loyalty show|set` (issue 18): read and stage an establishment's loyalty customers on the simulator. */
export function registerSimLoyaltyCommand(sim: Command, io: CliIo): void {
  const loyalty = sim.command('loyalty').description("an establishment's loyalty customers on the simulator (checkout 3 \"Loyalty customer\", 5)");
  loyalty
    .command('show')
    .description('print a loyalty customer: points, pool, e-wallet, advantages, rewards, vouchers')
    .argument('<phone|card>', 'a phone in E.164 (+33612345678) or a card number (CMPT-1001)')
    .requiredOption('--restaurant <id>', 'e.g. le-comptoir')
    .action(async (lookup: string, options: { restaurant: string }, command: Command) =>
      staged(command, io, (admin) => admin.loyaltyCustomer(options.restaurant, lookup), ''),
    );
  loyalty
    .command('set')
    .description("set a customer's points, pool or e-wallet balance (staged: back to the file with sim reset)")
    .argument('<phone|card>', 'a phone in E.164 (+33612345678) or a card number (CMPT-1001)')
    .requiredOption('--restaurant <id>', 'e.g. le-comptoir')
    .option('--points <n>', 'loyalty points', wholeNumber)
    .option('--pool <amount>', 'the pool, e.g. 5.00', amount)
    .option('--wallet <amount>', 'the e-wallet balance, e.g. 15.00', amount)
    .action(async (lookup: string, options: SetOptions, command: Command) => {
      if (options.points === undefined && options.pool === undefined && options.wallet === undefined) throw new CliError('give --points, --pool or --wallet');
      const balances = {
        ...(options.points !== undefined && { points: options.points }),
        ...(options.pool !== undefined && { pool: options.pool }),
        ...(options.wallet !== undefined && { e_wallet_balance: options.wallet }),
      };
      await staged(command, io, (admin) => admin.setLoyaltyBalances(options.restaurant, lookup, balances), 'Loyalty customer set: ');
    });
}
