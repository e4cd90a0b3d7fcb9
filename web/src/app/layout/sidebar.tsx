import { Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { CollapseIcon, ExpandIcon } from '../../components/icons';
import { Tooltip } from '../../components/tooltip';
import { BUILDER_BAR_HEIGHT } from '../../features/programs/components/builder/builder-bar-height';
import { mainNav, moreNav, type NavItem } from './nav-items';
import { SIDEBAR_WIDTH } from './sidebar-width';

/**
 * One item. Collapsed, its label is a tooltip. Expanded, the longest label ("Chat with the
 * assistant") fits the 48-unit width on one line: hence the small gaps, the 13 px text and an
 * active item marked by colour rather than a bolder (wider) weight.
 */
function SidebarLink({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  const Icon = item.icon;
  return (
    <Tooltip label={item.label} placement="right" disabled={!collapsed}>
      <NavLink to={item.to} aria-label={collapsed ? item.label : undefined}>
        {({ isActive }) => (
          <Flex
            align="center"
            gap="2"
            px="2"
            py="2"
            borderRadius="md"
            justify={collapsed ? 'center' : 'flex-start'}
            bg={isActive ? 'blue.50' : undefined}
            color={isActive ? 'blue.800' : 'fg'}
            fontWeight={isActive ? 'medium' : 'normal'}
            _hover={{ bg: isActive ? 'blue.100' : 'gray.100' }}
            aria-current={isActive ? 'page' : undefined}
          >
            <Box as="span" flexShrink={0} display="inline-flex">
              <Icon size={20} />
            </Box>
            {!collapsed && (
              <Text fontSize="13px" whiteSpace="nowrap">
                {item.label}
              </Text>
            )}
          </Flex>
        )}
      </NavLink>
    </Tooltip>
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
      // ends above the Program Builder's bar, which would cover the collapse button
      bottom={BUILDER_BAR_HEIGHT}
      left="0"
      width={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      borderRightWidth="1px"
      bg="bg"
      px="1.5"
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
            <Text
              px="2"
              mb="1"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wider"
            >
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
      <Tooltip label={collapsed ? 'Expand navigation' : 'Collapse navigation'} placement="right">
        <IconButton
          aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
          aria-expanded={!collapsed}
          variant="ghost"
          size="sm"
          alignSelf={collapsed ? 'center' : 'flex-end'}
          // aria-expanded would otherwise keep the ghost button grey, as if pressed
          _expanded={{ bg: 'transparent', _hover: { bg: 'colorPalette.subtle' } }}
          onClick={onToggle}
        >
          {collapsed ? <ExpandIcon /> : <CollapseIcon />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
