import { Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { CollapseIcon, ExpandIcon } from '../../components/icons';
import { mainNav, moreNav, type NavItem } from './nav-items';
import { SIDEBAR_WIDTH } from './sidebar-width';

function SidebarLink({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink to={item.to} aria-label={collapsed ? item.label : undefined} title={collapsed ? item.label : undefined}>
      {({ isActive }) => (
        <Flex
          align="center"
          gap="3"
          px="3"
          py="2"
          borderRadius="md"
          justify={collapsed ? 'center' : 'flex-start'}
          bg={isActive ? 'blue.50' : undefined}
          color={isActive ? 'blue.800' : 'fg'}
          fontWeight={isActive ? 'semibold' : 'normal'}
          _hover={{ bg: isActive ? 'blue.100' : 'gray.100' }}
          aria-current={isActive ? 'page' : undefined}
        >
          <Box as="span" flexShrink={0} display="inline-flex">
            <Icon size={20} />
          </Box>
          {!collapsed && <Text fontSize="sm">{item.label}</Text>}
        </Flex>
      )}
    </NavLink>
  );
}

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  return (
    <Box
      as="nav"
      aria-label="Main"
      display={{ base: 'none', md: 'flex' }}
      flexDirection="column"
      position="fixed"
      top="16"
      bottom="0"
      left="0"
      width={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      borderRightWidth="1px"
      bg="bg"
      px="2"
      py="3"
      transition="width 0.2s"
      zIndex="docked"
    >
      <Stack gap="1" flex="1">
        {mainNav.map((item) => (
          <SidebarLink key={item.to} item={item} collapsed={collapsed} />
        ))}
        <Box mt="4">
          {collapsed ? (
            <Box borderTopWidth="1px" mx="2" mb="2" />
          ) : (
            <Text px="3" mb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              More
            </Text>
          )}
          <Stack gap="1" role="group" aria-label="More">
            {moreNav.map((item) => (
              <SidebarLink key={item.to} item={item} collapsed={collapsed} />
            ))}
          </Stack>
        </Box>
      </Stack>
      <IconButton
        aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
        aria-expanded={!collapsed}
        variant="ghost"
        size="sm"
        alignSelf={collapsed ? 'center' : 'flex-end'}
        onClick={onToggle}
      >
        {collapsed ? <ExpandIcon /> : <CollapseIcon />}
      </IconButton>
    </Box>
  );
}
