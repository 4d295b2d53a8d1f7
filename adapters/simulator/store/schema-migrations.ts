/**
 * The simulator's SQLite schema, one migration per version. A data file records its version in
 * `PRAGMA user_version`; opening it applies the migrations it has not seen yet, in order, each in a
 * transaction. Never edit a migration that has shipped: add the next one.
 */
export interface SchemaMigration {
  readonly version: number;
  readonly sql: string;
  /** The file is rewritten (VACUUM) once the migrations are applied: what this one removed leaves no trace on disk. */
  readonly rewritesFile?: boolean;
}

export const SCHEMA_MIGRATIONS: readonly SchemaMigration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE establishments (
        id TEXT PRIMARY KEY,
        source TEXT NOT NULL,
        settings TEXT NOT NULL,
        catalogue TEXT NOT NULL,
        loaded_at TEXT NOT NULL
      );
      CREATE TABLE catalogue_changes (
        restaurant_id TEXT NOT NULL,
        product_id INTEGER NOT NULL,
        stock_changed INTEGER NOT NULL DEFAULT 0,
        stock INTEGER,
        price INTEGER,
        PRIMARY KEY (restaurant_id, product_id)
      );
      CREATE TABLE issued_order_numbers (order_number TEXT PRIMARY KEY) WITHOUT ROWID;
      CREATE TABLE display_counters (
        restaurant_id TEXT NOT NULL,
        business_day TEXT NOT NULL,
        last INTEGER NOT NULL,
        PRIMARY KEY (restaurant_id, business_day)
      );
      CREATE TABLE orders (
        order_number TEXT PRIMARY KEY,
        restaurant_id TEXT NOT NULL,
        display_number TEXT NOT NULL,
        business_day TEXT NOT NULL,
        placed_at TEXT NOT NULL,
        payload TEXT NOT NULL,
        priced TEXT NOT NULL,
        total_cents INTEGER NOT NULL,
        step_index INTEGER NOT NULL,
        canceled INTEGER NOT NULL,
        status TEXT NOT NULL,
        finished INTEGER NOT NULL,
        updated_at TEXT NOT NULL,
        idempotency_key TEXT,
        UNIQUE (restaurant_id, business_day, display_number)
      );
      CREATE INDEX orders_by_restaurant_and_time ON orders (restaurant_id, placed_at);
      CREATE INDEX orders_by_display_number ON orders (display_number, business_day);
      CREATE INDEX open_orders_by_update ON orders (updated_at) WHERE finished = 0;
      CREATE TABLE order_events (
        order_number TEXT NOT NULL REFERENCES orders (order_number) ON DELETE CASCADE,
        at TEXT NOT NULL,
        status TEXT NOT NULL
      );
      CREATE INDEX order_events_by_order ON order_events (order_number);
      CREATE TABLE idempotency_records (
        restaurant_id TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        answer TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (restaurant_id, key)
      );
      CREATE INDEX idempotency_by_age ON idempotency_records (created_at);
      CREATE TABLE client_logs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        restaurant_id TEXT NOT NULL,
        level TEXT NOT NULL,
        message TEXT NOT NULL,
        at TEXT NOT NULL
      );
    `,
  },
  {
    // browsing 2.1 and 6: baskets shared as links, kept like orders so that a link survives a restart.
    version: 2,
    sql: `
      CREATE TABLE shared_carts (
        cart_id TEXT PRIMARY KEY,
        restaurant_id TEXT NOT NULL,
        basket TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX shared_carts_by_age ON shared_carts (created_at);
    `,
  },
  {
    // checkout 4: the sandbox payment provider's state of an online order (to pay, pending, paid, rejected).
    version: 3,
    sql: `
      CREATE TABLE sandbox_payments (
        order_number TEXT PRIMARY KEY REFERENCES orders (order_number) ON DELETE CASCADE,
        status TEXT NOT NULL,
        settles_at TEXT,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    // accounts 3 and 7: customer accounts (scrypt hashes), their sessions and password reset tokens,
    // tokens kept by their SHA-256 only (adapters/simulator/account).
    version: 4,
    sql: `
      CREATE TABLE account_users (
        id TEXT PRIMARY KEY,
        restaurant_id TEXT NOT NULL,
        email TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        profile TEXT NOT NULL,
        optin INTEGER NOT NULL,
        favourites TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (restaurant_id, email)
      ) WITHOUT ROWID;
      CREATE TABLE account_sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX account_sessions_by_user ON account_sessions (user_id);
      CREATE TABLE account_reset_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX account_reset_tokens_by_user ON account_reset_tokens (user_id);
    `,
  },
  {
    // checkout 7: a group order (order/multiRestaurant): its own number, and the child orders it made.
    version: 5,
    sql: `
      CREATE TABLE group_orders (
        order_number TEXT PRIMARY KEY,
        group_id TEXT NOT NULL,
        placed_at TEXT NOT NULL,
        part_order_numbers TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    // accounts 2 and 7: a customer's order history, read by user and sorted by date or total; the orders
    // taken before keep the userId their payload carries.
    version: 6,
    sql: `
      ALTER TABLE orders ADD COLUMN user_id TEXT;
      UPDATE orders SET user_id = json_extract(payload, '$.userId') WHERE json_extract(payload, '$.userId') IS NOT NULL;
      CREATE INDEX orders_by_customer ON orders (restaurant_id, user_id, placed_at) WHERE user_id IS NOT NULL;
    `,
  },
  {
    // accounts 3 to 7 (issue 8): bookings of an establishment's booking services (adapters/simulator/booking).
    version: 7,
    sql: `
      CREATE TABLE bookings (
        -- accounts 3: a booking feedback names its booking by a number (eventBookingId), the rest by uuid.
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        uuid TEXT NOT NULL UNIQUE,
        restaurant_id TEXT NOT NULL,
        category_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        day TEXT,
        slot TEXT,
        nb_person INTEGER NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT,
        room_number TEXT,
        comment TEXT NOT NULL,
        optin INTEGER NOT NULL,
        reason_cancel TEXT,
        created_at TEXT NOT NULL,
        idempotency_key TEXT,
        fingerprint TEXT,
        UNIQUE (restaurant_id, idempotency_key)
      );
      CREATE INDEX bookings_by_slot ON bookings (restaurant_id, category_id, day, slot);
    `,
  },
  {
    // accounts 3 and 7 (issue 8): the feedback taken, order, room, linker or booking; one per order
    // (order context) and per booking, held by unique indexes as well as by adapters/simulator/feedback.
    version: 8,
    sql: `
      CREATE TABLE feedbacks (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        restaurant_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        order_number TEXT,
        event_booking_id INTEGER,
        type TEXT NOT NULL,
        rate INTEGER NOT NULL,
        comments TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        opt_in INTEGER NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX feedbacks_one_per_order ON feedbacks (restaurant_id, order_number) WHERE kind = 'order' AND type = 'order';
      CREATE UNIQUE INDEX feedbacks_one_per_booking ON feedbacks (restaurant_id, event_booking_id) WHERE kind = 'booking';
      CREATE INDEX feedbacks_by_restaurant ON feedbacks (restaurant_id, received_at);
    `,
  },
  {
    // issue 15.1: registrations stored their request whole in the profile, password and optin included.
    // Each profile is rebuilt from the profile's own fields (userProfileSchema, accounts 3); nothing
    // else is kept, and the file is rewritten: the old text is left in no page.
    version: 9,
    rewritesFile: true,
    sql: `
      UPDATE account_users SET profile = json_object(
        'firstName', coalesce(json_extract(profile, '$.firstName'), ''),
        'lastName', coalesce(json_extract(profile, '$.lastName'), ''),
        'email', coalesce(json_extract(profile, '$.email'), ''),
        'phone', coalesce(json_extract(profile, '$.phone'), ''),
        'addressStreet', coalesce(json_extract(profile, '$.addressStreet'), ''),
        'addressComplementary', coalesce(json_extract(profile, '$.addressComplementary'), ''),
        'addressZipCode', coalesce(json_extract(profile, '$.addressZipCode'), ''),
        'addressCity', coalesce(json_extract(profile, '$.addressCity'), ''),
        'addressCountry', coalesce(json_extract(profile, '$.addressCountry'), '')
      );
    `,
  },
  {
    // issue 15.10: the counts of the account limits (adapters/simulator/account/account-limits.ts), kept
    // so that a restart does not clear an attacker's, by the SHA-256 of their key (no address or e-mail
    // plain); and the devices that signed in to an account (their cookie's SHA-256), which pass its backoff.
    version: 10,
    sql: `
      CREATE TABLE account_attempts (
        key_hash TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        blocked_until INTEGER,
        forget_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX account_attempts_by_age ON account_attempts (forget_at);
      CREATE TABLE account_devices (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
        failures INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX account_devices_by_user ON account_devices (user_id, created_at);
    `,
  },
  {
    // Issue 15: the feedback tokens of bookings, one per booking e-mail's feedback link (a booking feedback
    // must carry one of its booking's), kept only as their SHA-256; they go with their booking.
    version: 11,
    sql: `
      CREATE TABLE booking_feedback_tokens (
        token_hash TEXT PRIMARY KEY,
        booking_uuid TEXT NOT NULL REFERENCES bookings (uuid) ON DELETE CASCADE
      ) WITHOUT ROWID;
      CREATE INDEX booking_feedback_tokens_by_booking ON booking_feedback_tokens (booking_uuid);
    `,
  },
  {
    // Issue 22.1 and 22.2 (checkout 4): an order paid online waits for its payment (status
    // awaiting_payment) before the kitchen has it; the few that wait are found without reading every order.
    version: 12,
    sql: `
      CREATE INDEX orders_awaiting_payment ON orders (placed_at) WHERE status = 'awaiting_payment';
    `,
  },
  {
    // Issue 18 (checkout 3 "Promotion", 7, 8): each establishment's promotions, seeded from its file or
    // staged (`sim promo create`); the code normalised, one per establishment; active and usages kept apart
    // from the definition, so that a disabled or used code stays so after a restart.
    version: 13,
    sql: `
      CREATE TABLE promotions (
        restaurant_id TEXT NOT NULL,
        id INTEGER NOT NULL,
        code TEXT NOT NULL,
        definition TEXT NOT NULL,
        active INTEGER NOT NULL,
        usages INTEGER NOT NULL,
        origin TEXT NOT NULL,
        PRIMARY KEY (restaurant_id, id),
        UNIQUE (restaurant_id, code)
      ) WITHOUT ROWID;
    `,
  },
  {
    // Issue 18 (checkout 3 "Loyalty customer", 7, 8): each establishment's loyalty programme (its
    // advantages and where to create an account) and its customers by card number, one per phone (E.164);
    // the balances kept apart from the definition, so that a staged or spent balance stays so after a restart.
    version: 14,
    sql: `
      CREATE TABLE loyalty_programmes (
        restaurant_id TEXT PRIMARY KEY,
        definition TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE loyalty_customers (
        restaurant_id TEXT NOT NULL,
        card_number TEXT NOT NULL,
        phone TEXT,
        definition TEXT NOT NULL,
        points INTEGER NOT NULL,
        pool INTEGER NOT NULL,
        e_wallet_balance INTEGER NOT NULL,
        PRIMARY KEY (restaurant_id, card_number)
      );
      CREATE UNIQUE INDEX loyalty_customers_by_phone ON loyalty_customers (restaurant_id, phone) WHERE phone IS NOT NULL;
    `,
  },
  {
    // Issue 18, the intake's authority: an order keeps the discounts and the amount to pay the platform
    // worked out (amounts, JSON; NULL for orders before it: they pay their priced total), and what its
    // intake debited (a code's use, points, pool, e-wallet), given back once when it is canceled.
    version: 15,
    sql: `
      ALTER TABLE orders ADD COLUMN amounts TEXT;
      CREATE TABLE order_debits (
        order_number TEXT PRIMARY KEY REFERENCES orders (order_number) ON DELETE CASCADE,
        restaurant_id TEXT NOT NULL,
        promotion_ids TEXT NOT NULL,
        customer_key TEXT NOT NULL,
        card_number TEXT,
        points INTEGER NOT NULL,
        pool INTEGER NOT NULL,
        e_wallet INTEGER NOT NULL,
        given_back INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX order_debits_by_customer ON order_debits (restaurant_id, customer_key) WHERE given_back = 0;
    `,
  },
  {
    // Issue 19 (accounts 2, 3, 7): the push registrations (POST notify/token), one per establishment, token
    // and type; a registration sent again is seen again (last_seen_at), not added.
    version: 16,
    sql: `
      CREATE TABLE push_registrations (
        restaurant_id TEXT NOT NULL,
        firebase_id TEXT NOT NULL,
        type TEXT NOT NULL,
        registered_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        PRIMARY KEY (restaurant_id, firebase_id, type)
      ) WITHOUT ROWID;
      CREATE INDEX push_registrations_by_seen ON push_registrations (restaurant_id, last_seen_at);
    `,
  },
  {
    // Issue 20 item 2: the shares of a table's bill, each taken once per idempotency key (its fingerprint
    // tells a repeat from another request under the same key), with its amount, tip and the items it paid.
    version: 17,
    sql: `
      CREATE TABLE table_bill_shares (
        transaction_key TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        amount INTEGER NOT NULL,
        tip INTEGER NOT NULL,
        items TEXT NOT NULL,
        paid_at TEXT NOT NULL,
        PRIMARY KEY (transaction_key, idempotency_key)
      );
    `,
  },
  {
    // Issue 20 item 2, finished: a share is paid through the payment provider. It is held (reserved, until
    // expires_at) while its payer is on the provider's page, then paid or released; shares of version 17 were paid.
    version: 18,
    sql: `
      ALTER TABLE table_bill_shares ADD COLUMN share_id TEXT;
      ALTER TABLE table_bill_shares ADD COLUMN restaurant_id TEXT NOT NULL DEFAULT '';
      ALTER TABLE table_bill_shares ADD COLUMN table_number TEXT NOT NULL DEFAULT '';
      ALTER TABLE table_bill_shares ADD COLUMN choice TEXT NOT NULL DEFAULT '{"way":"whole"}';
      ALTER TABLE table_bill_shares ADD COLUMN state TEXT NOT NULL DEFAULT 'paid';
      ALTER TABLE table_bill_shares ADD COLUMN expires_at TEXT NOT NULL DEFAULT '';
      ALTER TABLE table_bill_shares ADD COLUMN reason TEXT;
      CREATE UNIQUE INDEX table_bill_shares_by_id ON table_bill_shares (share_id);
      CREATE INDEX table_bill_shares_reserved ON table_bill_shares (state, expires_at);
    `,
  },
];

export const SCHEMA_VERSION = SCHEMA_MIGRATIONS.at(-1)?.version ?? 0;
