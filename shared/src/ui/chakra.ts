/**
 * The Chakra UI parts of the staff's screens, the sign-in dialogs and the shell's own pages and toasts,
 * with their one system. The shell and the staff remotes share this module through federation (one
 * copy on the page, and one `createSystem`): each of them bundling the Chakra parts it uses made a
 * therapist signing in download and run Chakra's core three times (the shell's toasts, the sign-in
 * dialogs, the panel). A shared module is not tree-shaken: it holds what those bundles use, nothing
 * more. The visitor's bundles (mf-public, mf-booking) take Chakra's parts directly, as few as they need.
 * A screen that needs another Chakra part adds it here (and its recipe to ./system.ts).
 */
export { system } from './system';
export type { ButtonProps, InputProps, SimpleGridProps, TableCellProps } from '@chakra-ui/react';
export {
  Alert,
  AspectRatio,
  Badge,
  Box,
  Button,
  ButtonGroup,
  Card,
  ChakraProvider,
  Checkbox,
  CloseButton,
  createToaster,
  DataList,
  Dialog,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  List,
  NativeSelect,
  Portal,
  RadioGroup,
  SimpleGrid,
  Spinner,
  Stack,
  Stat,
  Table,
  Tabs,
  Text,
  Textarea,
  Toast,
  Toaster,
  useBreakpointValue,
  useMediaQuery,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
