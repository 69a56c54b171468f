import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import HotelIcon from '@mui/icons-material/Hotel';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useTexts } from '@/i18n/useTexts';
import { useCapabilities } from '@/platform/capabilities';
import { callKey } from '@/platform/queryKeys';
import type { DormancyDataProvider } from '@resources/dormancy/calls';
import { lifecycleTexts } from './texts';

/**
 * The deployment's dormancy rule among the lifecycle rules (issue 62): the inactivity rule the platform ships with
 * (mail, deactivate, delete, with its exemptions) keeps its own page; here it shows as one of the rules, whether it
 * is on and after how long it deactivates, a click away. Only where the platform offers it.
 */
export default function DormancyRuleLink() {
  const translate = useTranslate();
  const offers = useCapabilities();
  const ready = useTexts(lifecycleTexts);
  const dataProvider = useDataProvider<DormancyDataProvider>();
  const rule = useQuery({
    queryKey: callKey('dormancy', 'getDormancyRule'),
    queryFn: () => dataProvider.getDormancyRule(),
    enabled: offers('dormancy'),
  });
  if (!ready || !rule.data) return null;
  const label = rule.data.enabled
    ? translate('app.resources.lifecycleRules.dormancyRule.on', { smart_count: rule.data.deactivateAfterDays })
    : translate('app.resources.lifecycleRules.dormancyRule.off');
  return (
    <Button size="small" variant="outlined" startIcon={<HotelIcon />} component={RouterLink} to="/dormancy">
      {label}
    </Button>
  );
}
