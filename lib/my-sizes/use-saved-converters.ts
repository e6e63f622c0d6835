'use client';

import { useSyncExternalStore } from 'react';
import { getSavedConverters, getServerSavedConverters, subscribeSavedConverters } from './saved-converters';

export function useSavedConverters(): readonly string[] {
  return useSyncExternalStore(subscribeSavedConverters, getSavedConverters, getServerSavedConverters);
}
