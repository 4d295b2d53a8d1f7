import * as v from 'valibot';
import { userProfileSchema } from '../../platform-api/account-api';
import { demoPastOrdersSchema } from '../history/demo-past-orders';

/**
 * Ours: an establishment file may carry demo customers (accounts for QA and demos). Their passwords are
 * written plain in the file, as test data, and hashed when the simulator seeds them; never stored plain.
 */
export const demoCustomersSchema = v.array(
  v.object({
    ...v.partial(userProfileSchema).entries,
    email: userProfileSchema.entries.email,
    firstName: userProfileSchema.entries.firstName,
    lastName: userProfileSchema.entries.lastName,
    password: v.pipe(v.string(), v.minLength(8), v.maxLength(20)),
    favouriteProducts: v.optional(v.array(v.number()), []),
    favouriteRestaurants: v.optional(v.array(v.string()), []),
    /** Ours (accounts 2, order history): orders placed before, seeded once through the engine's intake. */
    pastOrders: v.optional(demoPastOrdersSchema, []),
  }),
);

export type DemoCustomer = v.InferOutput<typeof demoCustomersSchema>[number];
