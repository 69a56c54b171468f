import ScienceIcon from '@mui/icons-material/Science';
import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '@/engine/types';
import RolesColumn from './RolesColumn';
import RulesColumn from './RulesColumn';
import ServicesColumn from './ServicesColumn';
import { useAll, whereEq } from '@/engine/useAll';
import { usePolicySelection } from './usePolicySelection';
import { useCapabilities } from '@/platform/capabilities';

const PolicyTester = lazy(() => import('./PolicyTester'));
const WhoCanDialog = lazy(() => import('@resources/rules/WhoCanDialog'));

/** The definitions the policy editor works with, handed in by the route table. */
export interface PolicyDefinitions {
  serviceNames: ResourceDefinition;
  roles: ResourceDefinition;
  rules: ResourceDefinition;
}

/**
 * The policy editor (/opa, spec 2): three columns, Services, the Roles of the selected service and the
 * Rules of the selected role grouped by resource key; the selection lives in `serviceNameID` and
 * `roleID`. The policy tester opens from the header.
 */
export default function PolicyEditorPage({ definitions }: { definitions: PolicyDefinitions }) {
  const translate = useTranslate();
  const offers = useCapabilities();
  const { serviceNameID, roleID, select, selectService, selectRole } = usePolicySelection();
  const [testing, setTesting] = useState(false);
  const [askingWho, setAskingWho] = useState(false);
  const { data: services = [] } = useAll(definitions.serviceNames.name, []);
  const { data: roles = [], isPending: rolesPending } = useAll(
    definitions.roles.name,
    whereEq('serviceNameID', serviceNameID),
  );
  const serviceName = services.find((s) => s.id === serviceNameID);
  const role = roles.find((r) => r.id === roleID);
  // The rules load beside the roles, not after them; a role of another service (an old link) is not shown.
  const shownRoleID = role || rolesPending ? roleID : undefined;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        height: { md: 'calc(100vh - 150px)' },
        minHeight: { md: 480 },
      }}
    >
      {/* On a phone the title keeps its line and the buttons go under it, each on one line (issue 64). */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiButton-root': { whiteSpace: 'nowrap' },
        }}
      >
        <Typography variant="h5" component="h1" sx={{ flex: '1 0 auto', whiteSpace: 'nowrap' }}>
          {translate('app.opa.title')}
        </Typography>
        {offers('whoCan') && (
          <Button variant="outlined" startIcon={<GroupsIcon />} onClick={() => setAskingWho(true)}>
            {translate('app.resources.rules.whoCan.title')}
          </Button>
        )}
        <Button variant="outlined" startIcon={<ScienceIcon />} onClick={() => setTesting(true)}>
          {translate('app.opa.tester.open')}
        </Button>
      </Box>
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '240px 260px minmax(0, 1fr)' },
          // Stacked on a phone, each column is as high as its rows, up to a screenful, not a fixed 360 px
          // of mostly empty column (issue 42).
          gridAutoRows: { xs: 'auto', md: 'minmax(0, 1fr)' },
          '& > *': { maxHeight: { xs: '70vh', md: 'none' } },
          gap: 2,
        }}
      >
        <ServicesColumn
          definition={definitions.serviceNames}
          services={services}
          selectedId={serviceNameID}
          onSelect={selectService}
        />
        <RolesColumn
          definitions={definitions}
          serviceName={serviceName}
          roles={serviceName ? roles : []}
          selectedId={roleID}
          onSelect={selectRole}
        />
        <RulesColumn rules={definitions.rules} roleID={shownRoleID} role={role} />
      </Box>
      {askingWho && (
        <Suspense fallback={null}>
          <WhoCanDialog
            open={askingWho}
            services={services}
            serviceName={serviceName ? String(serviceName.name) : undefined}
            onClose={() => setAskingWho(false)}
          />
        </Suspense>
      )}
      {testing && (
        <Suspense fallback={null}>
          <PolicyTester
            open={testing}
            services={services}
            serviceNameID={serviceNameID}
            onClose={() => setTesting(false)}
            onShow={(service, role) => {
              setTesting(false);
              select(service, role);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
