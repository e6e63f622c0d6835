'use client';

import { useSearchParams } from 'next/navigation';
import type { z } from 'zod';
import { userListQuerySchema } from '@/lib/validations/admin';
import type { SortState } from './users-table';

export type UsersListState = SortState & { search: string; page: number };

const { shape } = userListQuerySchema;

/** One query parameter read with the API's own rule; a missing or bad value gives the API's default. */
function read<T>(schema: z.ZodType<T>, value: string | null): T {
  const parsed = schema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : schema.parse(undefined);
}

export function readUsersListState(params: URLSearchParams): UsersListState {
  return {
    search: read(shape.search, params.get('search')),
    sort: read(shape.sort, params.get('sort')),
    order: read(shape.order, params.get('order')),
    page: read(shape.page, params.get('page')),
  };
}

/** The query string of a state, leaving out what is the default, so the plain list keeps its plain URL. */
export function usersListQuery(state: UsersListState): string {
  const defaults = readUsersListState(new URLSearchParams());
  const params = new URLSearchParams();
  for (const key of ['search', 'sort', 'order', 'page'] as const) {
    if (state[key] !== defaults[key]) params.set(key, String(state[key]));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The users list's search, sort and page live in the URL, so a reload, a shared link and the back
 * button keep them. Next keeps useSearchParams in step with the browser's own history API, which
 * changes the URL without asking the server for the page again.
 */
export function useUsersUrlState(): [UsersListState, (next: UsersListState, mode: 'push' | 'replace') => void] {
  const state = readUsersListState(new URLSearchParams(useSearchParams()));
  const write = (next: UsersListState, mode: 'push' | 'replace') => {
    const url = `${window.location.pathname}${usersListQuery(next)}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };
  return [state, write];
}
