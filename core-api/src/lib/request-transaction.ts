// Owns the request transaction behind Idempotency-Key (decision 0055): one PostgreSQL transaction around a
// route's handler, which every query and every `sequelize.transaction()` the handler makes joins — so the key's
// claim, the write and the stored answer commit together or vanish together, whichever transactions the
// services open for themselves.
//
// How: Sequelize's CLS hook (`Sequelize.useCLS`) on a namespace built from node's AsyncLocalStorage. Sequelize
// then asks the namespace for "the current transaction" on every query and model call that names none, and
// records each managed transaction it opens there. The namespace answers only inside a request scope opened
// by `inRequestTransaction`; everywhere else it answers nothing, so code outside an idempotent request behaves
// exactly as without CLS. Inside the scope, a service's own `sequelize.transaction(...)` becomes a savepoint of
// the request's transaction (Sequelize does not nest by itself, it would open a second connection whose commit
// is independent of the key): its rollback still undoes only its own work (a caught unique violation stays
// harmless), and its commit is final only when the request's is.
//
// What does not join: the Postgres rate limiters and pg-boss's own pool use raw connections of their own (a
// failed sign-in is counted even though the request rolls back), and the EventHub's LISTEN connection.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { Sequelize, Transaction, type TransactionOptions } from 'sequelize';

type Context = Map<string, unknown>;

/** Marks a context as inside a request scope (the only place the namespace answers). */
const IN_REQUEST = 'sitebase:request';
const storage = new AsyncLocalStorage<Context>();

function live(t: unknown): Transaction | undefined {
  // A finished transaction (committed, rolled back, or a released savepoint) is never handed out again: work
  // that outlives it (a promise left running) goes back to its own connection, as without CLS.
  const transaction = t as (Transaction & { finished?: string; parent?: Transaction }) | null | undefined;
  if (!transaction) return undefined;
  for (
    let x: typeof transaction | undefined = transaction;
    x;
    x = x.parent as typeof transaction | undefined
  ) {
    if (x.finished) return undefined;
  }
  return transaction;
}

/** The CLS namespace Sequelize expects (`run`, `get`, `set`, `bind`), on AsyncLocalStorage. */
const namespace = {
  run<T>(fn: (context: Context) => T): T {
    const context: Context = new Map(storage.getStore() ?? []);
    return storage.run(context, () => fn(context));
  },
  get(key: string): unknown {
    const context = storage.getStore();
    if (!context?.get(IN_REQUEST)) return undefined;
    return key === 'transaction' ? live(context.get(key)) : context.get(key);
  },
  set(key: string, value: unknown): void {
    storage.getStore()?.set(key, value);
  },
  bind(fn: (...args: unknown[]) => unknown) {
    return AsyncResource.bind(fn);
  },
};

/** The transaction queries in this async context join, when inside a request scope on `sequelize`. */
export function currentRequestTransaction(sequelize: Sequelize): Transaction | undefined {
  const t = namespace.get('transaction') as Transaction | undefined;
  return t && (t as unknown as { sequelize: Sequelize }).sequelize === sequelize ? t : undefined;
}

const joined = new WeakSet<Sequelize>();

/**
 * Makes `sequelize` join request transactions: Sequelize's CLS on (once per process, harmless outside a
 * request scope), and this instance's `transaction()` opening a savepoint when called inside one.
 */
export function joinRequestTransactions(sequelize: Sequelize): void {
  if (joined.has(sequelize)) return;
  joined.add(sequelize);
  const statics = Sequelize as unknown as { _cls?: unknown; useCLS(ns: unknown): unknown };
  if (statics._cls !== namespace) statics.useCLS(namespace);
  const open = sequelize.transaction.bind(sequelize) as unknown as (
    options?: TransactionOptions,
    callback?: (t: Transaction) => Promise<unknown>,
  ) => Promise<unknown>;
  const nested = (options?: unknown, callback?: unknown): Promise<unknown> => {
    if (typeof options === 'function') {
      callback = options;
      options = undefined;
    }
    let settings = options as TransactionOptions | undefined;
    const ambient = currentRequestTransaction(sequelize);
    if (ambient && settings?.transaction === undefined) settings = { ...settings, transaction: ambient };
    return callback ? open(settings, callback as (t: Transaction) => Promise<unknown>) : open(settings);
  };
  sequelize.transaction = nested as unknown as Sequelize['transaction'];
}

/**
 * Runs `work` in a new transaction that every query and transaction in its async scope joins (see the file's
 * header). Commits when `work` resolves, rolls back when it throws.
 */
export function inRequestTransaction<T>(
  sequelize: Sequelize,
  work: (t: Transaction) => Promise<T>,
): Promise<T> {
  joinRequestTransactions(sequelize);
  // A fresh scope: nothing from the caller's context (an outer transaction) leaks in.
  return storage.run(new Map<string, unknown>([[IN_REQUEST, true]]), () => sequelize.transaction(work));
}

/**
 * Runs `work` in one read-only REPEATABLE READ transaction that every query in its async scope joins: a list's
 * pages read in turn all see the same snapshot (an export: rows added or removed meanwhile neither repeat nor
 * vanish between batches). Rolled back at the end: there is nothing to commit.
 */
export function inReadSnapshot<T>(sequelize: Sequelize, work: (t: Transaction) => Promise<T>): Promise<T> {
  joinRequestTransactions(sequelize);
  return storage.run(new Map<string, unknown>([[IN_REQUEST, true]]), () =>
    sequelize.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ }, async (t) => {
      await sequelize.query('SET TRANSACTION READ ONLY', { transaction: t });
      return work(t);
    }),
  );
}
