import { Input } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { Field } from './field';
import { NativeSelect } from './native-select';

describe('Field', () => {
  it('labels its control, marks it required and describes it by its helper', async () => {
    renderWithProviders(
      <Field label="Name" required helper="As printed on the programs">
        <Input />
      </Field>,
    );
    const input = await screen.findByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As printed on the programs');
    // the marker is seen, not read: the name stays "Name"
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an error in the helper’s place, which describes the invalid control and is its error message', async () => {
    renderWithProviders(
      <Field label="Level" helper="Grade 0.5–6, optional" error="Level must be between 0.5 and 6">
        <NativeSelect>
          <option value="">Not set</option>
        </NativeSelect>
      </Field>,
    );
    const select = await screen.findByRole('combobox', { name: 'Level' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Level must be between 0.5 and 6');
    expect(select).toHaveAccessibleErrorMessage('Level must be between 0.5 and 6');
    expect(screen.queryByText('Grade 0.5–6, optional')).not.toBeInTheDocument();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('disables its control with the field, and a select on its own while its choices load', async () => {
    renderWithProviders(
      <>
        <Field label="Venue" disabled>
          <Input />
        </Field>
        <Field label="Ensemble">
          <NativeSelect disabled>
            <option value="">Loading</option>
          </NativeSelect>
        </Field>
      </>,
    );
    expect(await screen.findByRole('textbox', { name: 'Venue' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Ensemble' })).toBeDisabled();
  });
});
