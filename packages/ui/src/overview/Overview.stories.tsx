import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../components/AppShell/AppShell';
import { SidebarNav, SidebarNavItem } from '../components/AppShell/SidebarNav';
import { Avatar } from '../components/Avatar/Avatar';
import { Banner } from '../components/Banner/Banner';
import { Box } from '../components/Box/Box';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { DropZone } from '../components/DropZone/DropZone';
import { IconButton } from '../components/IconButton/IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '../components/Menu/Menu';
import { NumberField } from '../components/NumberField/NumberField';
import { Pagination } from '../components/Pagination/Pagination';
import { ProgressBar } from '../components/ProgressBar/ProgressBar';
import { Radio, RadioGroup } from '../components/RadioGroup/RadioGroup';
import { SearchField } from '../components/SearchField/SearchField';
import { Select } from '../components/Select/Select';
import { Stack } from '../components/Stack/Stack';
import { StatCard } from '../components/StatCard/StatCard';
import { StatusChip } from '../components/StatusChip/StatusChip';
import { Switch } from '../components/Switch/Switch';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from '../components/Table/Table';
import { Tab, TabList, TabPanel, Tabs } from '../components/Tabs/Tabs';
import { Text } from '../components/Text/Text';
import { TextArea } from '../components/TextArea/TextArea';
import { TextField } from '../components/TextField/TextField';

/**
 * The design system composed into one back-office page, for designers to judge spacing, type and
 * colour together. The content is generic sample text: screens bring the marketplace's own copy.
 */
const meta = {
  title: 'UI/Overview',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOptions = [
  { id: 'NEW', label: 'New' },
  { id: 'IN_PROGRESS', label: 'In Progress' },
  { id: 'RESOLVED', label: 'Resolved' },
  { id: 'CLOSED', label: 'Closed' },
] as const;
type StatusId = (typeof statusOptions)[number]['id'];

const names = ['Noura Haddad', 'Ahmed Rahman', 'Layla Nasser', 'Omar Farouk', 'Sara Saleh', 'Khalid Mansour'] as const;

function sampleRows() {
  return names.map((name, index) => ({
    id: 140 - index * 3,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    status: statusOptions[index % statusOptions.length]?.id ?? 'NEW',
    created: `2026-11-${String(20 - index).padStart(2, '0')}`,
  }));
}

function Navigation() {
  return (
    <SidebarNav>
      {['Dashboard', 'Inquiry Management', 'Bulk Upload', 'Team Management', 'Agency Profile'].map((section) => (
        <SidebarNavItem key={section} href={`#${section}`} isCurrent={section === 'Inquiry Management'}>
          {section}
        </SidebarNavItem>
      ))}
    </SidebarNav>
  );
}

function ProfileMenu() {
  return (
    <MenuTrigger>
      <Button variant="ghost" icon={<Avatar name="Marina Homes" size="small" alt="" />}>
        Marina Homes
      </Button>
      <Menu>
        <MenuSection title="Marina Homes">
          <MenuItem id="email" isDisabled>
            agency@example.com
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="signout" tone="danger">
          Sign Out
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

function EnquiriesTable() {
  const [rows, setRows] = useState(sampleRows);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'id', direction: 'descending' });
  const sorted = useMemo(() => {
    const key = sort.column as 'id' | 'name';
    const result = [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true }));
    return sort.direction === 'descending' ? result.reverse() : result;
  }, [rows, sort]);
  return (
    <Table aria-label="Enquiries" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="id" allowsSorting align="end">
          ID
        </Column>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="status">Status</Column>
        <Column id="created">Created</Column>
        <Column id="actions" align="end">
          Actions
        </Column>
      </TableHeader>
      <TableBody items={sorted}>
        {(row) => (
          <Row id={row.id}>
            <Cell align="end">{row.id}</Cell>
            <Cell>
              <Stack gap="none">
                <Text size="small" weight="semibold">
                  {row.name}
                </Text>
                <Text size="xsmall" tone="muted">
                  {row.email}
                </Text>
              </Stack>
            </Cell>
            <Cell>
              <Select
                aria-label={`Status of enquiry ${row.id}`}
                size="small"
                items={statusOptions}
                selectedKey={row.status}
                onSelectionChange={(key) =>
                  setRows((all) => all.map((item) => (item.id === row.id ? { ...item, status: key as StatusId } : item)))
                }
              />
            </Cell>
            <Cell>{row.created}</Cell>
            <Cell align="end">
              <IconButton icon="eye" label={`View enquiry ${row.id}`} variant="ghost" size="small" />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function OverviewPage() {
  const [page, setPage] = useState(0);
  return (
    <AppShell
      brand="Agency Panel"
      navigation={<Navigation />}
      header={
        <Box display="flex" alignItems="center" justifyContent="space-between" gap="small" flexGrow={1} minInlineSize={0}>
          <Box flexGrow={1} minInlineSize={0} style={{ maxInlineSize: 'min(360px, 100%)' }}>
            <SearchField label="Search" hideLabel placeholder="Search by name, email or note" />
          </Box>
          <ProfileMenu />
        </Box>
      }
    >
      <Stack gap="xlarge">
        <Stack gap="xxsmall">
          <Text as="h1" size="xxlarge" weight="bold">
            Inquiry Management
          </Text>
          <Text tone="muted">Track and answer enquiries from prospective buyers and tenants.</Text>
        </Stack>
        <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 4 }} gap="medium">
          <StatCard label="Total" value={248} tone="primary" icon="info" />
          <StatCard label="Pending" value={97} tone="warning" icon="alert" />
          <StatCard label="Resolved" value={151} tone="success" icon="checkCircle" />
          <StatCard label="Urgent" value={42} tone="danger" icon="alertCircle" />
        </Box>
        <Banner tone="success" title="Status updated successfully">
          The enquiry from Noura Haddad is now In Progress.
        </Banner>
        <Card title="Enquiries" titleLevel={2} subtitle="Newest first" actions={<Button variant="secondary">Export CSV</Button>}>
          <Stack gap="large">
            <Stack direction="row" gap="small">
              <StatusChip tone="warning">New</StatusChip>
              <StatusChip tone="info">In Progress</StatusChip>
              <StatusChip tone="success">Resolved</StatusChip>
              <StatusChip tone="neutral">Closed</StatusChip>
            </Stack>
            <EnquiriesTable />
            <Pagination page={page} pageCount={12} onPageChange={setPage} showSummary />
          </Stack>
        </Card>
        <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 2 }} gap="large">
          <Card title="Agency profile" titleLevel={2}>
            <Tabs>
              <TabList aria-label="Profile sections">
                <Tab id="basic">Basic Info</Tab>
                <Tab id="contact">Contact</Tab>
                <Tab id="business" count={2}>
                  Business
                </Tab>
              </TabList>
              <TabPanel id="basic">
                <Stack gap="medium">
                  <TextField label="Agency name" isRequired defaultValue="Marina Homes Real Estate" />
                  <TextArea label="Description" maxLength={500} warningThreshold={450} defaultValue="Boutique brokerage in Dubai Marina." />
                  <NumberField label="Industry start year" defaultValue={2012} formatOptions={{ useGrouping: false }} />
                  <Switch defaultSelected>Email alerts</Switch>
                </Stack>
              </TabPanel>
              <TabPanel id="contact">
                <TextField label="Business email" type="email" defaultValue="agency@example.com" />
              </TabPanel>
              <TabPanel id="business">
                <TextField label="ORN" defaultValue="12345" />
              </TabPanel>
            </Tabs>
          </Card>
          <Stack gap="large">
            <Card title="Bulk upload" titleLevel={2}>
              <Stack gap="medium">
                <DropZone message="Drag and drop your CSV file here" acceptedFileTypes={['text/csv', '.csv']} onFiles={() => undefined} />
                <ProgressBar label="Uploading properties.csv" value={64} />
                <Checkbox defaultSelected>Clear the selection after a successful upload</Checkbox>
              </Stack>
            </Card>
            <Card title="Add a property" titleLevel={2}>
              <RadioGroup label="Choose an Option" variant="card" defaultValue="standalone">
                <Radio value="project" description="List a property within an approved project">
                  Add to Existing Project
                </Radio>
                <Radio value="standalone" description="An individual property not part of any project">
                  Add Standalone Property
                </Radio>
              </RadioGroup>
            </Card>
          </Stack>
        </Box>
      </Stack>
    </AppShell>
  );
}

export const BackOfficePage: Story = {
  render: () => <OverviewPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('grid', { name: 'Enquiries' });
    const idHeader = within(table).getByRole('columnheader', { name: /ID/ });
    await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(idHeader);
    await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const BackOfficePageNarrow: Story = {
  render: () => <OverviewPage />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
