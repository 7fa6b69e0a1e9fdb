import { ChatView } from './ChatView';
import { useChat, type ChatCallbacks } from './useChat';

/** The bound customer chat. */
export function Chat(props: ChatCallbacks & {
  /** CSS height of the chat frame. */
  frameHeight?: string;
}) {
  return <ChatView {...useChat(props)} frameHeight={props.frameHeight} />;
}
