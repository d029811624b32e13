import type { Developer, Project } from '@marketplace/domain';
import type { ProjectChooserStep } from './projectChooserStep';

/** The 'Select a Project' list (spec 3 section 2.3). */
export interface ProjectListPart {
  /** The page's approved projects in server order; `undefined` until the first load answers. */
  projects: readonly Project[] | undefined;
  /** Approved projects matching the search, for '{n} approved projects available'; null while unknown. */
  totalCount: number | null;
  /** The page in view, 0-based. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the 0-based page the user asks for. */
  onPageChange: (page: number) => void;
  /** The applied search (the field shows what is typed at once and reports it after 300 ms). */
  search: string;
  /** The search changed after the pause, or at once when emptied; the caller returns to page 0 (spec 3 section 4). */
  onSearchChange: (search: string) => void;
  /** The first load of this page is running: skeleton cards show. */
  isLoading: boolean;
  /** The list failed: 'Error Loading Projects' with this text and Try Again. @default null */
  loadError?: string | null;
  /** Loads the list again. */
  onRetry: () => void;
}

/** The chosen project and its developer, read by the details and add-to-project views. */
export interface ChosenProjectPart {
  /** The project; `undefined` while it loads or when it failed. */
  project: Project | undefined;
  /** The project is loading. */
  isLoading: boolean;
  /** 'Failed to fetch project details' or 'Project not found'; null when it loaded. @default null */
  loadError?: string | null;
  /** Loads the project again. */
  onRetry: () => void;
  /** The project's developer; null when the account was not found or failed, `undefined` while it loads. */
  developer: Developer | null | undefined;
  /** 'Developer not found' or 'Failed to fetch developer details' in the developer card. @default null */
  developerError?: string | null;
  /** Loads the developer again; without it the developer card offers no Try Again. */
  onRetryDeveloper?: () => void;
}

/** Props of the pure project chooser (spec 3 sections 2.2-2.5). */
export interface ProjectChooserViewProps {
  /** The page heading (h1) above every view, 'Add New Property' on its page (spec 3 section 2.2); none when the page has its own. */
  title?: string;
  /** Which of the three views shows, and for which project. */
  step: ProjectChooserStep;
  /** A card, a back link or the details' Continue asks for another view. */
  onStepChange: (step: ProjectChooserStep) => void;
  /** The 'Select a Project' list. */
  list: ProjectListPart;
  /** The project of the details and add-to-project views; ignored on the chooser. */
  chosen: ChosenProjectPart;
  /** 'Add Standalone Property' was chosen: the caller opens the standalone property form. */
  onChooseStandalone: () => void;
  /** 'Add Property to this Project' was pressed: the caller opens the property form for a unit of this project. */
  onAddToProject: (project: Project) => void;
  /** A stored image path -> the address to load it from; undefined shows the fallback. @default the path as given */
  resolveImageUrl?: (path: string | null | undefined) => string | undefined;
}
