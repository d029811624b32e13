import { agentFullName, experienceYears, type Agent, type Property } from '@marketplace/domain';
import { Button, Dialog, Link, Modal, SkeletonText, Stack, Text } from '@marketplace/ui';
import { Detail, Section } from './DialogParts';
import { AgentPhoto } from './AgentPhoto';
import { ApprovalBadge } from './agentBadges';
import { ListedProperties } from './ListedProperties';
import { RequestButton } from './RequestButton';
import type { AgentPropertiesState, AgentRequestState } from '../agentListViewProps';
import { useAgentListMessages, useCommonMessages } from '../../messages';
import { LoadErrorBanner } from '../../shared/LoadErrorBanner';
import { IsolatedList } from '../../shared/IsolatedList';
import { valueLine } from '../../shared/userText.css';
import * as styles from './AgentDialogs.css';

export interface AgentProfileDialogProps {
  /** The agent shown; kept by the caller while the dialog animates out after closing. */
  agent: Agent | undefined;
  isOpen: boolean;
  onClose: () => void;
  properties: AgentPropertiesState;
  /** A listed property pressed: opens its details over the profile. */
  onOpenProperty: (property: Property) => void;
  requestState: AgentRequestState | undefined;
  onRequestToAdd: (agent: Agent) => void;
  onCancelRequest: (agent: Agent) => void;
  mediaUrl: (value: string) => string;
  formatPrice: (amount: number) => string;
}

const socialLinks = [
  ['facebookURL', 'facebook'],
  ['instagramURL', 'instagram'],
  ['linkedinURL', 'linkedIn'],
  ['youtubeURL', 'youTube'],
  ['xurl', 'twitter'],
] as const;

/** Only web addresses become links: a `javascript:` or other scheme from the server is shown as text. */
function webHref(value: string): string | null {
  const text = value.trim();
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function WebLink({ value, label }: { value: string; label?: string }) {
  const copy = useAgentListMessages();
  const href = webHref(value);
  // Not an address on the web: shown as the text it is, isolated from what is around it.
  if (!href) return <bdi>{value}</bdi>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" newTabLabel={copy.profile.opensInNewTab}>
      {label ?? <span dir="ltr">{value}</span>}
    </Link>
  );
}

/**
 * The Agent Profile dialog (spec 2 section 2.2): photo, name, title and status, contact details,
 * social links, professional information, the Listed Properties (each opens its details), and
 * 'Request to Add' or its cancel.
 */
export function AgentProfileDialog({
  agent,
  isOpen,
  onClose,
  properties,
  onOpenProperty,
  requestState,
  onRequestToAdd,
  onCancelRequest,
  mediaUrl,
  formatPrice,
}: AgentProfileDialogProps) {
  const copy = useAgentListMessages();
  const profile = copy.profile;
  const common = useCommonMessages();
  const name = agent ? agentFullName(agent) || copy.notProvided : '';
  const years = agent ? experienceYears(agent.industryStartYear) : null;
  const socials = agent ? socialLinks.filter(([field]) => Boolean(agent[field]?.trim())) : [];

  return (
    <Modal isOpen={isOpen && agent !== undefined} onOpenChange={(open) => (open ? undefined : onClose())} size="large">
      <Dialog
        title={profile.title}
        closeLabel={common.close}
        footer={
          <Button variant="secondary" onPress={onClose}>
            {profile.close}
          </Button>
        }
      >
        {agent ? (
          <Stack gap="xlarge">
            <div className={styles.profileHeader}>
              <AgentPhoto url={agent.profileImageURL} name={name} alt={profile.photoAlt(name)} size="large" mediaUrl={mediaUrl} />
              <Stack gap="xsmall" minInlineSize={0}>
                <Text as="p" size="large" weight="semibold" dir="auto" className={styles.definition}>
                  {name}
                </Text>
                <Text as="p" tone="muted" dir="auto" className={valueLine}>
                  {agent.jobTitle || profile.defaultJobTitle}
                </Text>
                <div>
                  <ApprovalBadge agent={agent} />
                </div>
              </Stack>
              {/* In the header, not the footer: the request's notice shows at the bottom end of the page, over the footer. */}
              <div className={styles.headerAction}>
                <RequestButton agent={agent} name={name} state={requestState} onRequestToAdd={onRequestToAdd} onCancelRequest={onCancelRequest} />
              </div>
            </div>

            <Section title={profile.contactDetails}>
              <dl className={styles.details}>
                {agent.email ? (
                  <Detail term={profile.email}>
                    <Link href={`mailto:${agent.email}`}>
                      <span dir="ltr">{agent.email}</span>
                    </Link>
                  </Detail>
                ) : null}
                {agent.businessEmail ? (
                  <Detail term={profile.businessEmail}>
                    <Link href={`mailto:${agent.businessEmail}`}>
                      <span dir="ltr">{agent.businessEmail}</span>
                    </Link>
                  </Detail>
                ) : null}
                {agent.phone ? <Detail term={profile.phone}><span dir="ltr">{agent.phone}</span></Detail> : null}
                {agent.contactNumber2 ? <Detail term={profile.contactNumber2}><span dir="ltr">{agent.contactNumber2}</span></Detail> : null}
                {agent.whatsAppNumber ? <Detail term={profile.whatsApp}><span dir="ltr">{agent.whatsAppNumber}</span></Detail> : null}
                {agent.webURL ? <Detail term={profile.website}><WebLink value={agent.webURL} /></Detail> : null}
              </dl>
            </Section>

            {socials.length > 0 ? (
              <Section title={profile.socialLinks}>
                <ul className={styles.inlineList}>
                  {socials.map(([field, label]) => (
                    <li key={field}>
                      <WebLink value={agent[field] ?? ''} label={profile[label]} />
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}

            <Section title={profile.professionalInformation}>
              <dl className={styles.details}>
                <Detail term={profile.company}>{agent.companyName || copy.notProvided}</Detail>
                <Detail term={profile.brn}>{agent.brn || copy.notProvided}</Detail>
                <Detail term={profile.experience}>
                  {years === null || agent.industryStartYear == null ? copy.notProvided : `${common.yearsOfExperience(years)} (${copy.since(agent.industryStartYear)})`}
                </Detail>
                {agent.specialization ? <Detail term={profile.specialization}>{agent.specialization}</Detail> : null}
                {agent.nationality ? <Detail term={profile.nationality}>{agent.nationality}</Detail> : null}
                {agent.languages?.length ? (
                  <Detail term={profile.languages}>
                    <IsolatedList items={agent.languages.map(({ language }) => language)} />
                  </Detail>
                ) : null}
                {agent.serviceAreas?.length ? (
                  <Detail term={profile.serviceAreas}>
                    <IsolatedList items={agent.serviceAreas.map(({ serviceArea }) => serviceArea)} />
                  </Detail>
                ) : null}
              </dl>
              {agent.description ? (
                <p dir="auto" className={styles.text}>
                  {agent.description}
                </p>
              ) : null}
            </Section>

            <Section title={profile.listedProperties}>
              {properties.error ? (
                <LoadErrorBanner message={properties.error} onRetry={properties.onRetry} />
              ) : null}
              {properties.isLoading ? (
                <div aria-busy="true" aria-label={profile.loadingProperties} role="status">
                  <SkeletonText lines={3} />
                </div>
              ) : properties.properties ? (
                properties.properties.length === 0 ? (
                  <p className={styles.mutedText}>{profile.noProperties}</p>
                ) : (
                  <ListedProperties properties={properties.properties} onOpen={onOpenProperty} mediaUrl={mediaUrl} formatPrice={formatPrice} />
                )
              ) : null}
            </Section>
          </Stack>
        ) : null}
      </Dialog>
    </Modal>
  );
}
