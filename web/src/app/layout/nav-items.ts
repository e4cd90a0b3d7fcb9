import type { ComponentType } from 'react';
import { paths } from '../../config/paths';
import { BlogIcon, ChatIcon, EnsembleIcon, LibraryIcon, ProgramIcon } from '../../components/icons';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
}

/** The sidebar. */
export const mainNav: NavItem[] = [
  { label: 'Chat with the assistant', to: paths.dashboard.getHref(), icon: ChatIcon },
  { label: 'My Ensembles', to: paths.ensembles.getHref(), icon: EnsembleIcon },
  { label: 'Library', to: paths.library.getHref(), icon: LibraryIcon },
  { label: 'Programs', to: paths.programs.getHref(), icon: ProgramIcon },
];
export const moreNav: NavItem[] = [{ label: 'Blog', to: paths.blog.getHref(), icon: BlogIcon }];

/** The mobile menu. */
export const mobileNav: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.getHref(), icon: ChatIcon },
  { label: 'Programs', to: paths.programs.getHref(), icon: ProgramIcon },
  { label: 'Ensembles', to: paths.ensembles.getHref(), icon: EnsembleIcon },
  { label: 'Library', to: paths.library.getHref(), icon: LibraryIcon },
];
