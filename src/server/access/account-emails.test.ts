import { describe, expect, it } from 'vitest';
import { createAccountEmails } from './access';
import type { AccessRepository } from './access.repository';

/** A repository over a plain map that counts its reads. */
function accountsIn(emails: Map<string, string>) {
  const reads: string[] = [];
  const repository = {
    findUserEmail: async (userId: string) => {
      reads.push(userId);
      return emails.get(userId);
    },
  } as unknown as AccessRepository;
  return { repository, reads };
}

describe('account emails', () => {
  it('asks the database whether an account exists every time while it hears no announcements', async () => {
    const emails = new Map([['u1', 'ada@example.com']]);
    const { repository, reads } = accountsIn(emails);
    const accounts = createAccountEmails(repository);

    expect(await accounts.exists('u1')).toBe('ada@example.com');
    emails.delete('u1');
    expect(await accounts.exists('u1')).toBeUndefined();
    expect(reads).toEqual(['u1', 'u1']);
  });

  it('answers the email of an account already read without reading again', async () => {
    const { repository, reads } = accountsIn(new Map([['u1', 'ada@example.com']]));
    const accounts = createAccountEmails(repository);

    await accounts.exists('u1');
    expect(await accounts.email('u1')).toBe('ada@example.com');
    expect(await accounts.email('u1')).toBe('ada@example.com');
    expect(reads).toEqual(['u1']);
  });

  it('forgets an account found gone, and never remembers one that does not exist', async () => {
    const emails = new Map([['u1', 'ada@example.com']]);
    const { repository } = accountsIn(emails);
    const accounts = createAccountEmails(repository);

    await accounts.exists('u1');
    emails.delete('u1');
    await accounts.exists('u1');
    expect(await accounts.email('u1')).toBeUndefined();
    expect(await accounts.email('nobody')).toBeUndefined();
  });

  it('stays within its bound on entries by starting over', async () => {
    const emails = new Map(['a', 'b', 'c'].map((id) => [id, `${id}@example.com`]));
    const { repository, reads } = accountsIn(emails);
    const accounts = createAccountEmails(repository, 2);

    for (const id of ['a', 'b', 'c', 'a']) await accounts.email(id);
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('answers from memory while it hears the announcements, and forgets an announced account', async () => {
    const emails = new Map([['u1', 'ada@example.com']]);
    const { repository, reads } = accountsIn(emails);
    const accounts = createAccountEmails(repository);
    accounts.listening();

    expect(await accounts.exists('u1')).toBe('ada@example.com');
    expect(await accounts.exists('u1')).toBe('ada@example.com');
    expect(reads).toEqual(['u1']);
    emails.delete('u1');
    accounts.message('u1');
    expect(await accounts.exists('u1')).toBeUndefined();
    expect(reads).toEqual(['u1', 'u1']);
  });

  it('reads the database again once the announcements may have been missed', async () => {
    const emails = new Map([['u1', 'ada@example.com']]);
    const { repository, reads } = accountsIn(emails);
    const accounts = createAccountEmails(repository);
    accounts.listening();
    await accounts.exists('u1');

    accounts.lost();
    emails.delete('u1');
    expect(await accounts.exists('u1')).toBeUndefined();
    accounts.listening();
    expect(await accounts.exists('u1')).toBeUndefined();
    expect(reads).toEqual(['u1', 'u1', 'u1']);
  });

  it('does not remember an account whose deletion was announced while it was being read', async () => {
    const emails = new Map([['u1', 'ada@example.com']]);
    const { repository } = accountsIn(emails);
    const accounts = createAccountEmails(repository);
    accounts.listening();

    const reading = accounts.exists('u1');
    emails.delete('u1');
    accounts.message('u1');
    expect(await reading).toBe('ada@example.com');
    expect(await accounts.exists('u1')).toBeUndefined();
  });
});
