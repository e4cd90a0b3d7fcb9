import { Alert, Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { updateProfileSchema, type UserProfile } from '@app/shared/contracts/users';
import { DEFAULT_ROTATION_YEARS, MAX_ROTATION_YEARS } from '@app/shared/domain/rotation';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { ErrorAlert } from '../../../components/error-alert';
import { Field } from '../../../components/field';
import { NativeSelect } from '../../../components/native-select';
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

const ROTATION_HELP =
  'The assistant does not suggest to an ensemble what it played within these years (finalized concerts whose date has passed); ask it to include them any time.';

/** "4 years (default)", "Off: suggest anything": the choices of the rotation setting. */
export const rotationChoice = (years: number) =>
  years === 0
    ? 'Off: the assistant may suggest anything'
    : `${years} year${years === 1 ? '' : 's'}${years === DEFAULT_ROTATION_YEARS ? ' (default)' : ''}`;

/** Name, school, state and country (all four complete a profile), and the assistant's rotation. */
export function ProfileForm({ profile, onSaved }: { profile: UserProfile; onSaved?: (p: UserProfile) => void }) {
  const { values, errors, change, setErrors } = useForm<Record<FieldName, string>>(() => ({
    name: profile.name ?? '',
    school_name: profile.school_name ?? '',
    state: profile.state ?? '',
    country: profile.country ?? countryOfBrowser(),
  }));
  const [rotation, setRotation] = useState(profile.rotation_years);
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
    const parsed = updateProfileSchema.safeParse({ ...values, rotation_years: rotation });
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
            <Field key={field.name} label={field.label} required error={errors[field.name]}>
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
            </Field>
          ))}
        </SimpleGrid>
        <Field label="Rotation" maxW="md" helper={ROTATION_HELP}>
          <NativeSelect
            name="rotation_years"
            value={String(rotation)}
            bg="bg"
            onChange={(e) => {
              setRotation(Number(e.target.value));
              setSaved(false);
              setFailure(undefined);
            }}
          >
            {Array.from({ length: MAX_ROTATION_YEARS + 1 }, (_, years) => (
              <option key={years} value={years}>
                {rotationChoice(years)}
              </option>
            ))}
          </NativeSelect>
        </Field>
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
