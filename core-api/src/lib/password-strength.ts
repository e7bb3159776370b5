// Owns the strength rule for new passwords: the spec's six characters, and no password that a guessing attack
// tries first — found in (or a trivial variation of) the common-password lists, scored by zxcvbn-ts, the
// maintained TypeScript port of Dropbox's estimator. Sign-in itself keeps only the spec's rules.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

export const TOO_COMMON =
  'This password is too common or easy to guess. Choose a longer, less predictable one.';

let factory: ZxcvbnFactory | undefined;

/** zxcvbn's score: 0–1 are passwords guessed within about a million tries (online attacks get that far). */
export function passwordScore(password: string): number {
  factory ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  // Only the first 100 characters matter for the estimate; longer input would only cost time.
  return factory.check(password.slice(0, 100)).score;
}

export function isTooCommon(password: string): boolean {
  return passwordScore(password) < 2;
}
