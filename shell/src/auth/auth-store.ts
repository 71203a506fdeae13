import type { HostUser } from '@jatra/shared';
import { create } from 'zustand';

interface AuthState {
  user: HostUser | null;
  loading: boolean;
  clear(): void;
}

/** The signed-in user as the shell knows it; sign-in fills it. */
export const useAuthStore = create<AuthState>((set) => ({
  user: null,
  loading: false,
  clear: () => set({ user: null }),
}));
