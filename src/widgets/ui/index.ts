// Small shared UI primitives the widgets are built from (not a public design system).
// Brings the DefaultTheme augmentation into this entry's type build (tsup builds .d.ts per entry).
import type {} from '../theme';
export { Button, LinkButton, type ButtonVariant } from './Button';
export { Input, type InputProps } from './Input';
export { Dialog, type DialogProps } from './Dialog';
export { AskDialog, type AskDialogProps } from './AskDialog';
export { Skeleton } from './Skeleton';
export { Tabs, type TabsProps, type TabItem } from './Tabs';
export { Toggle, type ToggleProps } from './Toggle';
export { Icon, type IconName } from './icons';
export { VisuallyHidden } from './VisuallyHidden';
export { CheckLabel } from './CheckLabel';
export { Card, FormCard, cardSurface } from './Card';
export { Muted, Mono } from './Text';
export { CopyRow, SmallButton } from './CopyRow';
export { RecordList, RecordItem, StatusBadge } from './RecordList';
export { CardGrid } from './CardGrid';
export { Row } from './Row';
export { FloatingRegion, FloatingCard } from './Floating';
