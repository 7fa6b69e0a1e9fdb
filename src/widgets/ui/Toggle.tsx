import { styled } from 'styled-components';

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Accessible name (the switch has no visible text). */
  label: string;
  disabled?: boolean;
}

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  inline-size: 46px;
  block-size: 28px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.textMuted)};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surfaceAlt)};
  cursor: pointer;
  padding: 0;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* A switch that cannot be moved now (saving, or waiting on another choice) says so before it is tried, as a button does. */
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 3px;
    inset-inline-start: ${({ $on }) => ($on ? '21px' : '3px')};
    inline-size: 20px;
    block-size: 20px;
    border-radius: 50%;
    background: ${({ theme, $on }) => ($on ? theme.colors.onPrimary : theme.colors.textMuted)};
    transition: inset-inline-start 0.15s;
  }
`;

/** An on/off switch: role=switch with aria-checked, so screen readers announce its state. */
export function Toggle({ checked, onChange, label, disabled }: ToggleProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      $on={checked}
      onClick={() => onChange(!checked)}
    />
  );
}
