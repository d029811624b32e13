import { propertyListLimits, type Developer, type Project } from '@marketplace/domain';
import { createDeveloper, createProject, createSeededRandom } from '@marketplace/domain/fixtures';

/** `count` approved projects with distinct ids (1, 2, ...), from a fixed seed so stories and tests agree. */
export function storyProjects(count: number, seed = 17): Project[] {
  const random = createSeededRandom(seed);
  return Array.from({ length: count }, (_, index) => createProject(random, { id: index + 1 }));
}

/** A project whose name, address and description run long, with markup in the description. */
export function longProject(): Project {
  const random = createSeededRandom(71);
  const base = createProject(random, { id: 900 });
  return {
    ...base,
    name: `${base.name} Signature Collection Residences and Waterfront Promenade Phase Two`,
    address: `${base.address}, Plot 6457-221, Sheikh Mohammed bin Rashid Boulevard, opposite the Metro station`,
    description: `<h2>Overview</h2><p><strong>${base.name}</strong> &amp; its gardens: ${'a calm community with shaded walks, schools and clinics nearby, '.repeat(4)}</p><script>alert(1)</script>`,
  };
}

/** The developer of a project, from the same seed. */
export function storyDeveloper(project: Project): Developer {
  return createDeveloper(createSeededRandom(project.id), { id: project.developerId ?? 1 });
}

/** Projects whose name contains the search, as the sandbox's `name==*text*` filter matches them. */
export function searchProjects(projects: readonly Project[], search: string): readonly Project[] {
  const text = search.trim().toLowerCase();
  return text === '' ? projects : projects.filter((project) => project.name.toLowerCase().includes(text));
}

/** One page (9) of a list and the page count. */
export function pageOf(projects: readonly Project[], page: number) {
  const size = propertyListLimits.projectChooserPageSize;
  return { projects: projects.slice(page * size, page * size + size), pageCount: Math.ceil(projects.length / size) };
}
