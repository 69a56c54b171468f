import { QueryClient } from '@tanstack/react-query';

/**
 * The one react-query client: handed to <Admin>, and used outside components (the auth provider,
 * refreshCurrentUser) so every part reads the same cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
