import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../features/chat/chat-page.tsx';
import { LiveChatProvider } from '../../features/chat/live-chat.tsx';

function ChatRoute() {
  return (
    <LiveChatProvider>
      <ChatPage />
    </LiveChatProvider>
  );
}

export const Route = createFileRoute('/_guest/')({ component: ChatRoute });
