import { en, projectDescriptionPreview } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectChooserView, type ProjectChooserViewProps } from './ProjectChooserView';
import { longProject, storyDeveloper, storyProjects } from './stories/projectStoryData';
import { StatefulProjectChooserView } from './stories/StatefulProjectChooserView';

const copy = en.projectChooser;
const projects = storyProjects(23);
const cards = () => within(screen.getByRole('list', { name: copy.listLabel })).getAllByRole('listitem');
const pageButtons = () => within(screen.getByRole('navigation', { name: en.common.pagination })).getAllByRole('button', { name: /^Go to page/ });

afterEach(() => vi.useRealTimers());

function fixedList(list: Partial<ProjectChooserViewProps['list']>) {
  const props: ProjectChooserViewProps = {
    step: { view: 'chooser' },
    onStepChange: vi.fn(),
    onChooseStandalone: vi.fn(),
    onAddToProject: vi.fn(),
    chosen: { project: undefined, isLoading: false, onRetry: vi.fn(), developer: undefined },
    list: { projects: [], totalCount: 0, page: 0, pageCount: 0, onPageChange: vi.fn(), search: '', onSearchChange: vi.fn(), isLoading: false, onRetry: vi.fn(), ...list },
  };
  render(<ProjectChooserView {...props} />);
  return props;
}

describe('ProjectChooserView: the chooser', () => {
  it('offers the two options and lists nine approved projects with the count', async () => {
    const onChooseStandalone = vi.fn();
    render(<StatefulProjectChooserView projects={projects} onChooseStandalone={onChooseStandalone} />);
    expect(screen.getByRole('heading', { name: copy.chooseOption })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.selectProject })).toBeInTheDocument();
    expect(screen.getByText(copy.approvedCount(23))).toBeInTheDocument();
    expect(cards()).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: copy.addStandalone }));
    expect(onChooseStandalone).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: copy.addToExisting }));
    expect(screen.getByRole('searchbox', { name: copy.searchPlaceholder })).toHaveFocus();
  });

  it("shows a card's badges, name, address, counts and its description as text cut to 120 characters", () => {
    const project = longProject();
    render(<StatefulProjectChooserView projects={[project]} />);
    const card = cards()[0]!;
    expect(within(card).getByRole('button', { name: project.name })).toBeInTheDocument();
    expect(within(card).getByText(project.address ?? '')).toBeInTheDocument();
    expect(within(card).getByText(en.statuses.constructionStatus[2])).toBeInTheDocument();
    expect(within(card).getByText(project.area?.name ?? '')).toBeInTheDocument();
    const preview = projectDescriptionPreview(project.description);
    expect(preview).toMatch(/^Overview .+ & its gardens: a calm community/);
    expect(preview).toHaveLength(123);
    expect(within(card).getByText(preview)).toBeInTheDocument();
    expect(card.querySelector('script, h2 strong, strong')).toBeNull();
    expect(within(card).getByText(`${copy.buildings(project.numOfBuildings ?? 0)} · ${copy.floors(project.numOfFloors ?? 0)}`)).toBeInTheDocument();
  });

  it('searches 300 ms after the typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSearchChange = vi.fn();
    fixedList({ projects: projects.slice(0, 9), totalCount: 23, pageCount: 3, onSearchChange });
    await user.type(screen.getByRole('searchbox', { name: copy.searchPlaceholder }), 'Marina');
    vi.advanceTimersByTime(250);
    expect(onSearchChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onSearchChange).toHaveBeenCalledExactlyOnceWith('Marina');
  });

  it('pages through nine at a time, with at most five page buttons', async () => {
    render(<StatefulProjectChooserView projects={storyProjects(70)} />);
    // Eight pages: a run of five page buttons (three of them below 768 px, by CSS), not all eight.
    expect(pageButtons()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: en.common.goToPage(2) }));
    expect(screen.getByRole('button', { name: en.common.goToPage(2) })).toHaveAttribute('aria-current', 'page');
    expect(within(cards()[0]!).getByRole('button', { name: storyProjects(70)[9]!.name })).toBeInTheDocument();
  });

  it('says no project matches a search, and Clear Search brings the list back', async () => {
    render(<StatefulProjectChooserView projects={projects} />);
    await userEvent.type(screen.getByRole('searchbox', { name: copy.searchPlaceholder }), 'zzzz{Enter}');
    expect(await screen.findByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.emptySearch)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.clearSearch }));
    expect(await screen.findByText(copy.approvedCount(23))).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: copy.searchPlaceholder })).toHaveValue('');
  });

  it('says there are no approved projects when the list is empty without a search', () => {
    fixedList({ projects: [], totalCount: 0 });
    expect(screen.getByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.emptyNone)).toBeInTheDocument();
  });

  it("shows 'Error Loading Projects' with Try Again when the list fails", async () => {
    const { list } = fixedList({ projects: undefined, totalCount: null, loadError: copy.projectsNotFound });
    expect(screen.getByRole('heading', { name: copy.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.projectsNotFound)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.tryAgain }));
    expect(list.onRetry).toHaveBeenCalledOnce();
  });
});

describe('ProjectChooserView: a chosen project', () => {
  it('opens the details with the summary and the developer, then the add-to-project view, and back', async () => {
    const onAddToProject = vi.fn();
    const project = projects[0]!;
    const developer = storyDeveloper(project);
    render(<StatefulProjectChooserView projects={projects} onAddToProject={onAddToProject} />);
    await userEvent.click(screen.getByRole('button', { name: project.name }));
    expect(screen.getByRole('button', { name: copy.details.backToSelection })).toHaveFocus();

    expect(screen.getByRole('heading', { name: project.name })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: copy.details.projectSummary });
    expect(within(summary).getByText(project.address ?? '')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: copy.details.developerInformation });
    expect(within(card).getByText(`${developer.firstName} ${developer.lastName}`)).toBeInTheDocument();
    expect(within(card).getByText(developer.companyName ?? '')).toBeInTheDocument();
    expect(within(card).getByText(developer.businessEmail ?? '')).toBeInTheDocument();
    expect(within(card).getByText(`${developer.city}, ${developer.country}`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: copy.details.continue }));
    // As written, with Intl's no-break space after 'AED' (the default normalizer would make it a space).
    expect(screen.getByText(copy.addToProject.startingFrom(project.amount ?? 0), { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.addToProject.aboutProject })).toBeInTheDocument();
    expect(screen.getByText(copy.addToProject.percent(project.completePCT ?? 0))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.addToProject.addProperty }));
    expect(onAddToProject).toHaveBeenCalledWith(project);

    await userEvent.click(screen.getByRole('button', { name: copy.addToProject.backToProjectDetails }));
    expect(screen.getByRole('region', { name: copy.details.developerInformation })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.details.backToSelection }));
    expect(screen.getByRole('heading', { name: copy.selectProject })).toBeInTheDocument();
  });

  it("says 'Developer not found' in the developer card when the project's developer is missing", () => {
    const project = projects[1]!;
    render(
      <ProjectChooserView
        step={{ view: 'details', projectId: project.id }}
        onStepChange={vi.fn()}
        onChooseStandalone={vi.fn()}
        onAddToProject={vi.fn()}
        list={{ projects: [], totalCount: 0, page: 0, pageCount: 0, onPageChange: vi.fn(), search: '', onSearchChange: vi.fn(), isLoading: false, onRetry: vi.fn() }}
        chosen={{ project, isLoading: false, onRetry: vi.fn(), developer: null, developerError: copy.developerNotFound }}
      />,
    );
    const card = screen.getByRole('region', { name: copy.details.developerInformation });
    expect(within(card).getByRole('alert')).toHaveTextContent(copy.developerNotFound);
  });

  it("reads 'Complete' for a completed project on the add-to-project view", () => {
    const project = { ...projects[2]!, constructionStatus: { id: 3 } };
    render(<StatefulProjectChooserView projects={[project]} step={{ view: 'add-to-project', projectId: project.id }} />);
    // The badge and the percent-complete tile's label; never 'Completed' here.
    expect(screen.getAllByText(en.statuses.constructionComplete)).toHaveLength(2);
    expect(screen.queryByText(en.statuses.constructionStatus[3])).toBeNull();
  });
});
