import { en } from '@marketplace/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProjectUnitCards } from './ProjectUnitCards';
import { editStoryDeveloper, editStoryProject } from './stories/editStoryData';

const copy = en.propertyEdit;
const project = editStoryProject();
const developer = editStoryDeveloper(project);
const projectCard = () => screen.getByRole('region', { name: copy.projectDetails });
const developerCard = () => screen.getByRole('region', { name: copy.developer });

/** The value beside a term of a card's fact list. */
function factValue(card: HTMLElement, term: string): string {
  const terms = within(card).getAllByRole('term');
  const index = terms.findIndex((element) => element.textContent === term);
  return within(card).getAllByRole('definition')[index]?.textContent ?? '';
}

describe('ProjectUnitCards', () => {
  it("shows the project's name, address, handover date and status, and the developer's details", () => {
    render(<ProjectUnitCards project={project} developer={developer} />);
    expect(within(projectCard()).getByRole('heading', { level: 2, name: copy.projectDetails })).toBeInTheDocument();
    expect(factValue(projectCard(), copy.projectName)).toBe(project.name);
    expect(factValue(projectCard(), copy.address)).toBe(project.address);
    expect(factValue(projectCard(), copy.handoverDate)).not.toBe('-');
    expect(factValue(projectCard(), copy.constructionStatus)).toBe(en.statuses.constructionStatus[2]);
    expect(within(developerCard()).getByRole('heading', { level: 2, name: copy.developer })).toBeInTheDocument();
    expect(factValue(developerCard(), copy.developerName)).toBe(`${developer.firstName} ${developer.lastName}`);
    expect(factValue(developerCard(), copy.company)).toBe(developer.companyName);
    expect(factValue(developerCard(), copy.phone)).toBe(developer.phone);
    expect(factValue(developerCard(), copy.businessEmail)).toBe(developer.businessEmail);
    expect(factValue(developerCard(), copy.location)).toBe(`${developer.city}, ${developer.country}`);
  });

  it('shows skeletons and says the project details are loading while both load', () => {
    render(<ProjectUnitCards project={null} developer={undefined} />);
    expect(within(projectCard()).getByText(copy.loadingDetails)).toBeInTheDocument();
    expect(within(projectCard()).queryByRole('term')).not.toBeInTheDocument();
    expect(within(developerCard()).queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says why the developer is missing and offers Try Again, while the project's card still shows", async () => {
    const onRetryDeveloper = vi.fn();
    render(<ProjectUnitCards project={project} developer={null} developerError={en.projectChooser.fetchDeveloperFailed} onRetryDeveloper={onRetryDeveloper} />);
    expect(within(developerCard()).getByRole('alert')).toHaveTextContent(en.projectChooser.fetchDeveloperFailed);
    expect(factValue(projectCard(), copy.projectName)).toBe(project.name);
    await userEvent.click(within(developerCard()).getByRole('button', { name: en.common.tryAgain }));
    expect(onRetryDeveloper).toHaveBeenCalledOnce();
  });

  it('says why the project is missing and offers Try Again', async () => {
    const onRetryProject = vi.fn();
    render(<ProjectUnitCards project={null} projectError={en.projectChooser.projectNotFound} onRetryProject={onRetryProject} developer={developer} />);
    expect(within(projectCard()).getByRole('alert')).toHaveTextContent(en.projectChooser.projectNotFound);
    expect(within(projectCard()).queryByText(copy.loadingDetails)).not.toBeInTheDocument();
    await userEvent.click(within(projectCard()).getByRole('button', { name: en.common.tryAgain }));
    expect(onRetryProject).toHaveBeenCalledOnce();
  });

  it('falls back to the default user picture when the profile image is missing or fails', () => {
    const { rerender } = render(<ProjectUnitCards project={project} developer={developer} resolveImageUrl={() => '/broken.jpg'} />);
    const avatar = within(developerCard()).getByRole('img', { name: copy.developerPhotoAlt });
    const picture = avatar.querySelector('img');
    expect(picture).toHaveAttribute('src', '/broken.jpg');
    fireEvent.error(picture!);
    expect(avatar.querySelector('img')).toBeNull();
    rerender(<ProjectUnitCards project={project} developer={{ ...developer, profileImageURL: null }} />);
    expect(within(developerCard()).getByRole('img', { name: copy.developerPhotoAlt }).querySelector('img')).toBeNull();
  });
});
