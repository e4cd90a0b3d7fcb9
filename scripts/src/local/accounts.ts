import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readJson, writeJson } from './json-file';

/** A sign-in account of the local identity provider (never used in AWS). */
export interface LocalAccount {
  sub: string;
  email: string;
  name: string;
  password: string;
}

export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'demo', name: 'Alex Rivera' } as const;

/** The same email always gets the same subject, so a wiped IdP keeps matching the table. */
export const subjectFor = (email: string) =>
  `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

const nameFromEmail = (email: string) =>
  email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ') || email;

/** Accounts kept in `<dir>/accounts.json`, or only in memory when `dir` is undefined. */
export class AccountStore {
  private readonly accounts = new Map<string, LocalAccount>();
  private readonly file: string | undefined;

  constructor(dir: string | undefined) {
    this.file = dir ? join(dir, 'accounts.json') : undefined;
    for (const account of (this.file && readJson<LocalAccount[]>(this.file)) || [])
      this.accounts.set(account.sub, account);
  }

  findBySub(sub: string): LocalAccount | undefined {
    return this.accounts.get(sub);
  }

  findByEmail(email: string): LocalAccount | undefined {
    return this.accounts.get(subjectFor(email));
  }

  /** Returns the account of `email`, creating it (password `demo`) when absent. */
  ensure(email: string, name?: string, password = 'demo'): LocalAccount {
    const existing = this.findByEmail(email);
    if (existing) return existing;
    const account = {
      sub: subjectFor(email),
      email: email.trim().toLowerCase(),
      name: name ?? nameFromEmail(email),
      password,
    };
    this.accounts.set(account.sub, account);
    if (this.file) writeJson(this.file, [...this.accounts.values()]);
    return account;
  }

  verify(email: string, password: string): LocalAccount | undefined {
    const account = this.findByEmail(email);
    return account && account.password === password ? account : undefined;
  }
}
