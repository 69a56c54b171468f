import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useGetList, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import FieldEditor from '@/engine/fields/FieldEditor';
import RecordForm from '@/engine/forms/RecordForm';
import { fieldOf } from '@/engine/fields/lookup';
import SafeHtml from '@/engine/fields/SafeHtml';
import type { ListSlotProps } from '@/engine/types';
import { currentOrganization } from '@/auth/session';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { emailPreviewHtml, escapeHtml } from './emailPreview';
import { settingQuery, templatesQuery } from './queries';
import { sampleValues, withSamples } from '@contract/templates';
import TestEmail from './TestEmail';

const PREVIEW_HEIGHT = 520;

/**
 * The e-mail settings page (spec 2, Settings): one Email tab editing the first setting (each field saves
 * alone; the mail password is never shown back), the templates as chips by code, a test e-mail box, and
 * a live preview of the chosen template in the setting's colours and logo, following every keystroke.
 */
export default function SettingsPage({ definition }: ListSlotProps) {
  const translate = useTranslate();
  // Start-up has fetched both (the definition's pageQueries).
  const { data: settings, isPending } = useGetList<RaRecord>(settingQuery.resource, settingQuery.params);
  const setting = settings?.[0];
  const { data: templates = [] } = useGetList<RaRecord>(templatesQuery.resource, templatesQuery.params);
  const [chosen, setChosen] = useState<Identifier>();
  const template = templates.find((t) => t.id === chosen) ?? templates[0];
  // What is typed, before it is saved: the preview follows it.
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const typed = useCallback((source: string, value: unknown) => setDraft((d) => ({ ...d, [source]: value })), []);
  // The placeholders show sample values: the signed-in administrator and their current organization.
  const { user } = useCurrentUser();
  const organization = currentOrganization(user)?.name;
  const samples = useMemo(() => sampleValues({ ...user, organization }), [user, organization]);
  const preview = useMemo(
    () => emailPreviewHtml({ ...setting, ...draft }, template && withSamples(template, samples, escapeHtml), setting),
    [setting, draft, template, samples],
  );

  return (
    <Box>
      <Tabs value={0} sx={{ mb: 2 }}>
        <Tab label={translate('app.resources.settings.email')} />
      </Tabs>
      {!setting ? (
        !isPending && <Typography color="textSecondary">{translate('app.admin.list.empty')}</Typography>
      ) : (
        <Box role="tabpanel" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <Stack
            spacing={2}
            sx={{ flex: '1 1 320px', maxWidth: 480 }}
            component="section"
            aria-label={translate('app.resources.settings.setting')}
          >
            <RecordForm definition={definition} record={setting}>
              {(definition.edit ?? []).map((source) => (
                <FieldEditor
                  key={source}
                  definition={definition}
                  field={fieldOf(definition, source)}
                  record={setting}
                  onValue={(value) => typed(source, value)}
                />
              ))}
            </RecordForm>
          </Stack>
          <Stack spacing={2} sx={{ flex: '2 1 420px', minWidth: 0 }}>
            <Box component="section" aria-label={translate('app.resources.settings.templates')}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {translate('app.resources.settings.templates')}
              </Typography>
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
                role="radiogroup"
                aria-label={translate('app.resources.settings.templates')}
              >
                {templates.map((t) => (
                  <Chip
                    key={String(t.id)}
                    role="radio"
                    aria-checked={t.id === template?.id}
                    label={String(t.code)}
                    color={t.id === template?.id ? 'primary' : 'default'}
                    variant={t.id === template?.id ? 'filled' : 'outlined'}
                    onClick={() => setChosen(t.id)}
                  />
                ))}
              </Box>
            </Box>
            <TestEmail templateID={template?.id} />
            <Typography variant="body2" color="textSecondary">
              {translate('app.resources.settings.samples', { name: samples.name, organization: samples.organization })}
            </Typography>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <SafeHtml html={preview} title={translate('app.resources.settings.preview')} height={PREVIEW_HEIGHT} />
            </Paper>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
