import { resourceTextParts } from '@resources/index';
import { SHARED_TEXT_PARTS } from '@/i18n/parts';
import { revertTexts } from '@resources/history/revertTexts';
import { eventNameTexts } from '@resources/events/eventNameTexts';
import { reviewsTexts } from '@resources/reviews/texts';
import { rangeExportTexts } from '@/search/rangeExportTexts';
import { organizationDomainTexts } from '@resources/organizations/domainTexts';
import { stepUpTexts } from '@/layout/stepUpTexts';
import { idleWarningTexts } from '@/layout/idleWarningTexts';
import { membershipEndTexts } from '@resources/users/membershipEnd/texts';
import { accessRequestsTexts } from '@resources/accessRequests/texts';
import { lifecycleTexts } from '@resources/lifecycleRules/texts';
import { webhookTexts } from '@resources/webhooks/texts';
import { lockoutsTexts } from '@resources/lockouts/texts';
import { notMeTexts } from '@/notMe/notMeTexts';
import { ruleDateTexts } from '@resources/rules/dates/texts';
import { memberDateTexts } from '@resources/groups/memberDates/texts';
import { providerTestTexts } from '@resources/identityProviders/texts';

/**
 * Every text part of the console (src/i18n/textParts.ts): the shared ones and the resources'. Only the tests
 * list them all (in the apps, each is loaded by the component that wants it, and listing them would make their
 * loaders start-up code of the admin app, which the sign-in's lazy parts would then import).
 */
// Revert's (issue 39) is imported by its lazy history pages alone: listed in its resource's index, its
// loaders would be start-up code of the Users page, past its budget (tests/unit/bundle-budget.test.ts).
// Likewise the access reviews' and the range export's (issue 40), an organization's domains' (issue 65), and a
// membership's end dialog's, the policy editor's dates, a group member's start, the access requests' and the lifecycle
// rules' panels' (issue 62), the "This was not me" page's and the idle warning's (issue 59), the webhook panels'
// (issue 58), the Lockouts page's (issue 38) and an identity provider's Test panel's (issue 65).
export const TEXT_PARTS = [
  ...SHARED_TEXT_PARTS,
  ...resourceTextParts,
  revertTexts,
  eventNameTexts,
  reviewsTexts,
  rangeExportTexts,
  organizationDomainTexts,
  stepUpTexts,
  idleWarningTexts,
  membershipEndTexts,
  accessRequestsTexts,
  lifecycleTexts,
  webhookTexts,
  lockoutsTexts,
  notMeTexts,
  ruleDateTexts,
  memberDateTexts,
  providerTestTexts,
];
