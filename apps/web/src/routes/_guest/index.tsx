import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../features/chat/chat-page.tsx';

export const Route = createFileRoute('/_guest/')({ component: ChatPage });
