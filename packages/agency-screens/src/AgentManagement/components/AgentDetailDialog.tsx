import type { Property } from '@marketplace/domain';
import { Avatar, Banner, Dialog, Link, LoadingRegion, Modal, Stack, Tab, TabList, TabPanel, Tabs, Text } from '@marketplace/ui';
import type { ReactNode } from 'react';
import type { AgentManagementRow } from '../agentManagementRows';
import type { AgentDetailProperties } from '../agentManagementViewProps';
import * as styles from './AgentManagementParts.css';
import { IsolatedList } from '../../shared/IsolatedList';
import { dialogPrice } from '../../shared/dialogPrice';
import { useNumberText } from '../../shared/useIntlFormats';
import { useAgentManagementMessages, useCommonMessages } from '../../messages';

export interface AgentDetailDialogProps {
  /** The agent shown; kept by the caller while the dialog animates out. */
  row: AgentManagementRow | null;
  isOpen: boolean;
  onClose: () => void;
  properties: AgentDetailProperties;
}

function Fact({ term, children, isWide = false }: { term: string; children: ReactNode; isWide?: boolean }) {
  return (
    <div className={isWide ? `${styles.fact} ${styles.wide}` : styles.fact}>
      <Text as="dt" size="xsmall" weight="medium" tone="muted">
        {term}
      </Text>
      <dd dir="auto" className={isWide ? styles.factValue : styles.shortFactValue}>
        {children}
      </dd>
    </div>
  );
}

function PropertyItem({ property }: { property: Property }) {
  const formatPrice = useNumberText(dialogPrice);
  return (
    <li className={styles.propertyItem}>
      <Stack gap="xsmall" minInlineSize={0}>
        <Text weight="semibold">
          <bdi>{property.name ?? ''}</bdi>
        </Text>
        {property.address ? (
          <Text size="small" tone="muted">
            <bdi>{property.address}</bdi>
          </Text>
        ) : null}
      </Stack>
      {property.amount != null ? (
        <Text weight="semibold">
          <bdi>{formatPrice(property.amount)}</bdi>
        </Text>
      ) : null}
    </li>
  );
}

/** The agent detail dialog (spec 2 section 2.3): tabs 'Agent Details' and 'Properties (n)'. */
export function AgentDetailDialog({ row, isOpen, onClose, properties }: AgentDetailDialogProps) {
  const messages = useAgentManagementMessages();
  const common = useCommonMessages();
  const copy = messages.detail;
  const orNone = (value: string | null | undefined) => value ?? copy.notProvided;
  // An e-mail or a phone number reads left to right in an Arabic page too.
  const leftToRightOrNone = (value: string | null | undefined) => (value == null ? copy.notProvided : <span dir="ltr">{value}</span>);
  const socialLinks = row
    ? ([
        [copy.facebook, row.social.facebook],
        [copy.instagram, row.social.instagram],
        [copy.linkedIn, row.social.linkedin],
        [copy.youTube, row.social.youtube],
        [copy.x, row.social.x],
      ] as const).filter((entry): entry is readonly [string, string] => entry[1] !== null)
    : [];

  return (
    <Modal isOpen={isOpen && row !== null} onOpenChange={(open) => (open ? undefined : onClose())} size="large">
      <Dialog title={row ? <bdi>{row.name}</bdi> : copy.agentDetails} closeLabel={common.close}>
        {row ? (
          <Tabs>
            <TabList aria-label={copy.agentDetails}>
              <Tab id="details">{copy.agentDetails}</Tab>
              <Tab id="properties">{copy.propertiesTab(properties.total ?? 0)}</Tab>
            </TabList>
            <TabPanel id="details">
              <Stack gap="large">
                <Stack direction="row" gap="medium">
                  <Avatar src={row.imageUrl} name={row.name} alt="" size="large" />
                  <Stack gap="xsmall" minInlineSize={0}>
                    <Text weight="semibold" size="large">
                      <bdi>{row.name}</bdi>
                    </Text>
                    {row.jobTitle ?? row.company ? (
                      <Text tone="muted">
                        <bdi>{row.jobTitle ?? row.company}</bdi>
                      </Text>
                    ) : null}
                  </Stack>
                </Stack>
                <dl className={styles.facts}>
                  <Fact term={copy.email}>{leftToRightOrNone(row.email)}</Fact>
                  <Fact term={copy.phone}>{leftToRightOrNone(row.phone)}</Fact>
                  <Fact term={copy.businessEmail}>{leftToRightOrNone(row.businessEmail)}</Fact>
                  <Fact term={copy.whatsApp}>{leftToRightOrNone(row.whatsApp)}</Fact>
                  <Fact term={copy.location}>{orNone(row.location)}</Fact>
                  <Fact term={copy.nationality}>{orNone(row.nationality)}</Fact>
                  <Fact term={copy.brn}>{orNone(row.brn)}</Fact>
                  <Fact term={copy.experience}>
                    {row.experienceYears === null ? copy.notProvided : common.yearsOfExperience(row.experienceYears)}
                  </Fact>
                  <Fact term={copy.languages}>{row.languages.length > 0 ? <IsolatedList items={row.languages} /> : copy.notProvided}</Fact>
                  <Fact term={copy.serviceAreas}>{row.serviceAreas.length > 0 ? <IsolatedList items={row.serviceAreas} /> : copy.notProvided}</Fact>
                  {row.description ? (
                    <Fact term={copy.about} isWide>
                      {row.description}
                    </Fact>
                  ) : null}
                  {socialLinks.length > 0 ? (
                    <Fact term={copy.socialLinks} isWide>
                      <Stack direction="row" gap="medium">
                        {socialLinks.map(([label, href]) => (
                          <Link key={label} href={href} target="_blank" rel="noreferrer" newTabLabel={common.opensInNewTab}>
                            {label}
                          </Link>
                        ))}
                      </Stack>
                    </Fact>
                  ) : null}
                </dl>
              </Stack>
            </TabPanel>
            <TabPanel id="properties">
              {properties.loadError ? (
                <Banner tone="error">{properties.loadError}</Banner>
              ) : (
                <LoadingRegion isLoading={properties.properties === undefined} loadingLabel={copy.loadingProperties}>
                  {properties.properties && properties.properties.length > 0 ? (
                    <ul className={styles.propertyList}>
                      {properties.properties.map((property) => (
                        <PropertyItem key={property.id} property={property} />
                      ))}
                    </ul>
                  ) : (
                    <Text tone="muted">{copy.noProperties}</Text>
                  )}
                </LoadingRegion>
              )}
            </TabPanel>
          </Tabs>
        ) : null}
      </Dialog>
    </Modal>
  );
}
