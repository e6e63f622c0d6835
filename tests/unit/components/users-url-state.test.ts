import { describe, expect, it } from 'vitest';
import { readUsersListState, usersListQuery } from '@/components/dashboard/users/use-users-url-state';

describe('the users list’s URL state', () => {
  it('reads search, sort, order and page from the query', () => {
    expect(readUsersListState(new URLSearchParams('search=ann&sort=username&order=asc&page=3'))).toEqual({
      search: 'ann',
      sort: 'username',
      order: 'asc',
      page: 3,
    });
  });

  it('falls back to the defaults for anything missing or malformed, field by field', () => {
    expect(readUsersListState(new URLSearchParams('sort=password&order=up&page=-2&search=bob'))).toEqual({
      search: 'bob',
      sort: 'createdAt',
      order: 'desc',
      page: 1,
    });
    expect(readUsersListState(new URLSearchParams(`search=${'x'.repeat(101)}&page=2.5`))).toMatchObject({ search: '', page: 1 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(usersListQuery({ search: '', sort: 'createdAt', order: 'desc', page: 1 })).toBe('');
    const state = { search: 'ann lee', sort: 'email', order: 'asc', page: 2 } as const;
    const query = usersListQuery(state);
    expect(query).toBe('?search=ann+lee&sort=email&order=asc&page=2');
    expect(readUsersListState(new URLSearchParams(query))).toEqual(state);
  });
});
