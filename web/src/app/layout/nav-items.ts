import type { ComponentType } from 'react';
import { BlogIcon, ChatIcon, EnsembleIcon, LibraryIcon, ProgramIcon } from '../../components/icons';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
}

/** Spec §2 sidebar. */
export const mainNav: NavItem[] = [
  { label: 'Chat with the assistant', to: '/dashboard', icon: ChatIcon },
  { label: 'My Ensembles', to: '/ensembles', icon: EnsembleIcon },
  { label: 'Library', to: '/library', icon: LibraryIcon },
  { label: 'Programs', to: '/programs', icon: ProgramIcon },
];
export const moreNav: NavItem[] = [{ label: 'Blog', to: '/blog', icon: BlogIcon }];

/** Spec §2 mobile menu. */
export const mobileNav: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: ChatIcon },
  { label: 'Programs', to: '/programs', icon: ProgramIcon },
  { label: 'Ensembles', to: '/ensembles', icon: EnsembleIcon },
  { label: 'Library', to: '/library', icon: LibraryIcon },
];
