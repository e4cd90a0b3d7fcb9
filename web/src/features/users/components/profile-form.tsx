import { Alert, Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { updateProfileSchema, type UserProfile } from '@app/shared/contracts/users';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { ErrorAlert } from '../../../components/error-alert';
import { useForm } from '../../../components/use-form';
import { issueMessages } from '../../../lib/field-errors';
import { saveProfile } from '../api/update-profile';

const FIELDS = [
  { name: 'name', label: 'Your name', autoComplete: 'name' },
  { name: 'school_name', label: 'School or organization', autoComplete: 'organization' },
  { name: 'state', label: 'State or region', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

/**
 * The country of the browser's language ("en-US" → "United States"), in English as the app is, offered to a new director,
 * who can change it; empty when the language names no region.
 */
export function countryOfBrowser(language = globalThis.navigator?.language): string {
  try {
    const region = language ? new Intl.Locale(language).region : undefined;
    return (region && new Intl.DisplayNames(['en'], { type: 'region' }).of(region)) || '';
  } catch {
    return '';
  }
}

/** Name, school, state and country; all four complete a profile. */
export function ProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved?: (p: UserProfile) => void }) {
  const { values, errors, change, setErrors } = useForm<Record<FieldName, string>>(() => ({
    name: profile.name ?? '',
    school_name: profile.school_name ?? '',
    state: profile.state ?? '',
    country: profile.country ?? countryOfBrowser(),
  }));
  // what the form itself found wrong; `failure` is the server's answer
  const [invalid, setInvalid] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const { mutate } = useSWRConfig();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(undefined);
    setSaved(false);
    setInvalid(undefined);
    const empty = FIELDS.filter((f) => !values[f.name].trim());
    setErrors(Object.fromEntries(empty.map((f) => [f.name, 'This field is required.'])));
    if (empty.length) return;
    const parsed = updateProfileSchema.safeParse(values);
    if (!parsed.success) {
      setInvalid(issueMessages(parsed.error.issues).join('. '));
      return;
    }
    setSaving(true);
    try {
      const profile = await saveProfile(mutate, parsed.data);
      setSaved(true);
      onSaved?.(profile);
    } catch (error) {
      // shown under the fields, which keep what was typed
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Profile">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {FIELDS.map((field) => (
            <Field.Root key={field.name} required invalid={Boolean(errors[field.name])}>
              <Field.Label>
                {field.label} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name={field.name}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                bg="bg"
                onChange={(e) => {
                  change(field.name, e.target.value);
                  setSaved(false);
                  setInvalid(undefined);
                  setFailure(undefined);
                }}
              />
              <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        {invalid ? <ErrorAlert>{invalid}</ErrorAlert> : failure !== undefined && <ErrorAlert error={failure} />}
        {saved && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>Profile saved.</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={saving} loadingText="Saving…">
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
