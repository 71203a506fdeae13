import { create } from 'zustand';

interface SupportChatState {
  open: boolean;
  /** opened at least once: the panel stays mounted from then on */
  opened: boolean;
  /** the ticket the chat was opened about */
  pnr: string | undefined;
}

/** Whether the chat panel is open, and about which ticket: any page (or a remote, through HostApi) opens it. */
export const useSupportChatStore = create<SupportChatState>(() => ({ open: false, opened: false, pnr: undefined }));

export function openSupportChat(options: { pnr?: string } = {}): void {
  useSupportChatStore.setState({ open: true, opened: true, pnr: options.pnr });
}

export function closeSupportChat(): void {
  useSupportChatStore.setState({ open: false });
}
