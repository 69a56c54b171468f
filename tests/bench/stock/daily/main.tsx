/**
 * The stock react-admin app the record-open benchmark compares the console with: the tutorial's users list
 * (as in ../main.tsx) and a groups list, each row opening the tutorial's edit view (a SimpleForm of the
 * record's fields), nothing tuned. A separate bundle, so that the cold-start comparison keeps its own.
 */
import { createRoot } from 'react-dom/client';
import {
  Admin,
  BooleanField,
  BooleanInput,
  DataTable,
  DateField,
  Edit,
  EmailField,
  List,
  Resource,
  SimpleForm,
  TextInput,
} from 'react-admin';
import jsonServerProvider from 'ra-data-json-server';

const dataProvider = jsonServerProvider('/api');

const filters = [<TextInput key="q" source="q" label="Search" alwaysOn />];

const UserList = () => (
  <List filters={filters}>
    <DataTable rowClick="edit">
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

const UserEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="firstName" />
      <TextInput source="lastName" />
      <TextInput source="email" />
      <TextInput source="phone" />
      <BooleanInput source="active" />
    </SimpleForm>
  </Edit>
);

const GroupList = () => (
  <List>
    <DataTable rowClick="edit">
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="default" field={BooleanField} />
    </DataTable>
  </List>
);

const GroupEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="name" />
      <BooleanInput source="default" />
    </SimpleForm>
  </Edit>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="users" list={UserList} edit={UserEdit} />
    <Resource name="groups" list={GroupList} edit={GroupEdit} />
  </Admin>,
);
