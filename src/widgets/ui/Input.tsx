import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { typedHandlers } from './typedInput';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Validation message; marks the input invalid and is announced with it. */
  error?: string;
  /** A control inside the field's end edge (e.g. show/hide password). */
  end?: ReactNode;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  & > :last-child:not(input) {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space.xs};
  }
`;

const Control = styled.input<{ $invalid: boolean; $end: boolean }>`
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.density.control};
  padding-inline: ${({ theme }) => theme.space.md};
  /* After the shorthand, so the room for the end control (e.g. show password) is not overridden. */
  padding-inline-end: ${({ $end }) => ($end ? '52px' : undefined)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: start;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A labelled input; the error text is tied to the control with aria-describedby. A decimal, numeric or tel field
 * reads what any keyboard types (./typedInput.ts).
 */
export function Input({ label, error, end, onChange, ...rest }: InputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Wrap>
        <Control
          id={id}
          $invalid={!!error}
          $end={!!end}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
          {...typedHandlers(rest.inputMode, onChange)}
        />
        {end}
      </Wrap>
      {error && <Error id={errorId}>{error}</Error>}
    </Field>
  );
}
