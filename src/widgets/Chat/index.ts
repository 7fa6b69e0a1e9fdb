export { Chat } from './Chat';
export { ChatView, type ChatViewProps } from './ChatView';
export { useChat, type ChatCallbacks } from './useChat';
