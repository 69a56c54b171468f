/**
 * The stock react-admin app the cold-start benchmark compares the console with: the tutorial's users
 * list (ra-data-json-server on json-server, a DataTable, the tutorial's full-text search), nothing tuned
 * (telemetry is off only so that the benchmark calls no outside host).
 */
import { createRoot } from 'react-dom/client';
import { Admin, BooleanField, DataTable, DateField, EmailField, List, Resource, TextInput } from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';

const dataProvider = jsonServerProvider('/api');

const filters = [<TextInput key="q" source="q" label="Search" alwaysOn />];

const UserList = () => (
  <List filters={filters}>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="firstName" />
      <DataTable.Col source="lastName" />
      <DataTable.Col source="email" field={EmailField} />
      <DataTable.Col source="phone" />
      <DataTable.Col source="active" field={BooleanField} />
      <DataTable.Col source="createdAt" field={DateField} />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="users" list={UserList} />
  </Admin>,
);
