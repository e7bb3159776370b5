// Owns multi-model writes: one managed transaction, committed on success and rolled back on throw.
import type { Sequelize, Transaction } from 'sequelize';

export function withTransaction<T>(sequelize: Sequelize, work: (t: Transaction) => Promise<T>): Promise<T> {
  return sequelize.transaction((t) => work(t));
}
