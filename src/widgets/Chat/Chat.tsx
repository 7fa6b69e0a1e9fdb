import { ChatView } from './ChatView';
import { useChat, type ChatCallbacks } from './useChat';

/** The bound customer chat. */
export function Chat(props: ChatCallbacks & { frameHeight?: string }) {
  return <ChatView {...useChat(props)} frameHeight={props.frameHeight} />;
}
