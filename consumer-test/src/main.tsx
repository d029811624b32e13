import { ApiProvider, createApiClient, createSession, type Session } from '@marketplace/api-client';
import { ThemeProvider } from '@marketplace/ui';
import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';

// Each screen is its own chunk, as an embedder would load it: its CSS arrives only through its own import.
const screens = {
  'inquiry-management': lazy(async () => ({ default: (await import('@marketplace/agency-screens/inquiry-management')).InquiryManagement })),
  'admin-reviewed': lazy(async () => ({ default: (await import('@marketplace/agency-screens/admin-reviewed')).AdminReviewed })),
  'agency-profile': lazy(async () => ({ default: (await import('@marketplace/agency-screens/agency-profile')).AgencyProfile })),
  'roi-calculator': lazy(async () => {
    const { RoiCalculator } = await import('@marketplace/agency-screens/roi-calculator');
    return { default: () => <RoiCalculator isOpen onApply={() => undefined} onClose={() => undefined} /> };
  }),
  'media-editor': lazy(async () => {
    const [{ MediaEditor }, { fromPropertyMedia }, { createSeedData }] = await Promise.all([
      import('@marketplace/agency-screens/media-editor'),
      import('@marketplace/domain'),
      import('@marketplace/domain/fixtures'),
    ]);
    type Media = Parameters<typeof MediaEditor>[0]['value'];
    // A form's state holds the list, as the property form does, starting from a seeded listing's saved media.
    const saved = createSeedData().properties.find(({ property }) => (property.propertyMedia?.length ?? 0) > 0)?.property.propertyMedia ?? [];
    const initial = fromPropertyMedia(saved);
    return {
      default: function MediaEditorForm() {
        const [value, setValue] = useState<Media>(initial);
        return <MediaEditor value={value} onChange={setValue} />;
      },
    };
  }),
  'map-picker': lazy(async () => {
    const { MapPicker } = await import('@marketplace/agency-screens/map-picker');
    // The defaults an embedder gets with no props: the built-in basemap and gazetteer, no network.
    return { default: () => <MapPicker isOpen initialPoint={null} onConfirm={() => undefined} onCancel={() => undefined} /> };
  }),
  'manage-locations': lazy(async () => {
    const { ManageLocations } = await import('@marketplace/agency-screens/map-picker');
    type Highlights = Parameters<typeof ManageLocations>[0]['value'];
    // The property form's dialog with an empty list the page's state holds, on the built-in basemap.
    return {
      default: function ManageLocationsForm() {
        const [value, setValue] = useState<Highlights>([]);
        return <ManageLocations isOpen value={value} onChange={setValue} onDone={setValue} />;
      },
    };
  }),
  'property-form': lazy(async () => {
    const { PropertyForm } = await import('@marketplace/agency-screens/property-form');
    return { default: () => <PropertyForm target={{ kind: 'standalone' }} onSaved={() => undefined} onCancel={() => undefined} /> };
  }),
  'project-chooser': lazy(async () => {
    const { ProjectChooser } = await import('@marketplace/agency-screens/project-chooser');
    return { default: () => <ProjectChooser onChooseStandalone={() => undefined} onAddToProject={() => undefined} /> };
  }),
  'faq-dialog': lazy(async () => {
    const [{ FaqDialog }, { createSeedData }] = await Promise.all([import('@marketplace/agency-screens/faq-dialog'), import('@marketplace/domain/fixtures')]);
    // The seed's first FAQs belong to one of the demo agency's public listings.
    const seed = createSeedData();
    const propertyId = seed.faqs[0]?.itemId ?? 0;
    const propertyName = seed.properties.find(({ property }) => property.id === propertyId)?.property.name ?? '';
    return { default: () => <FaqDialog propertyId={propertyId} propertyName={propertyName} isOpen onClose={() => undefined} /> };
  }),
};

// The test passes the sandbox's address, the screen and the account to sign in with in the query.
const query = new URLSearchParams(window.location.search);
const api = query.get('api') ?? 'http://127.0.0.1:4010';
const Screen = screens[(query.get('screen') ?? 'inquiry-management') as keyof typeof screens];

const sessionRef: { current?: Session } = {};
const client = createApiClient({ propertyBaseUrl: api, accountsBaseUrl: api, getToken: () => sessionRef.current?.getToken() ?? null });
const session = createSession({ client, onSignedOut: () => undefined });
sessionRef.current = session;

const container = document.getElementById('root');
if (!container) throw new Error('no #root');

void session.signIn(query.get('email') ?? '', query.get('password') ?? '').then(() => {
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider>
        <ApiProvider client={client} session={session}>
          <main>
            <Suspense fallback={<p>Loading…</p>}>
              <Screen />
            </Suspense>
          </main>
        </ApiProvider>
      </ThemeProvider>
    </StrictMode>,
  );
});
