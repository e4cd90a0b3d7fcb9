import { Button, CloseButton, Drawer, IconButton, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { Tooltip } from '../../components/tooltip';
import { mobileNav } from './nav-items';

/** The mobile menu: Dashboard, Programs, Ensembles, Library and Close Menu, on small screens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" display={{ base: 'inline-flex', md: 'none' }}>
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1">
                {mobileNav.map((item) => (
                  <NavLink key={item.to} to={item.to} onClick={() => setOpen(false)}>
                    {({ isActive }) => (
                      <Button
                        as="span"
                        variant={isActive ? 'subtle' : 'ghost'}
                        justifyContent="flex-start"
                        width="full"
                        gap="3"
                      >
                        <item.icon size={20} />
                        {item.label}
                      </Button>
                    )}
                  </NavLink>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" width="full" onClick={() => setOpen(false)}>
                <CloseIcon size={18} />
                Close Menu
              </Button>
            </Drawer.Footer>
            <Tooltip label="Close">
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Drawer.CloseTrigger>
            </Tooltip>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
