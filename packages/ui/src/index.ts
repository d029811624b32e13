export { tokens, breakpoints, type Tokens } from './theme/tokens';
export { vars } from './theme/vars.css';
export { lightTheme } from './theme/lightTheme.css';
export { media } from './theme/media';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { softTone, solidTone, tones, type Tone } from './theme/tones';

export { ThemeProvider, type ThemeProviderProps } from './components/ThemeProvider/ThemeProvider';
export { Box, type BoxProps } from './components/Box/Box';
export { Stack, stackDirections, type StackProps } from './components/Stack/Stack';
export { Text, textSizes, textTones, textWeights, type TextProps } from './components/Text/Text';
export { Button, buttonSizes, buttonVariants, type ButtonProps } from './components/Button/Button';
export { PlainButton, type PlainButtonProps } from './components/Button/PlainButton';
export { AppShell, type AppShellProps } from './components/AppShell/AppShell';
export { SidebarNav, SidebarNavItem, type SidebarNavProps, type SidebarNavItemProps } from './components/AppShell/SidebarNav';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { CheckboxGroup, checkboxGroupOrientations, type CheckboxGroupProps } from './components/Checkbox/CheckboxGroup';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export {
  Radio,
  RadioGroup,
  radioGroupOrientations,
  radioGroupVariants,
  type RadioGroupProps,
  type RadioProps,
} from './components/RadioGroup/RadioGroup';
export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from './components/Tabs/Tabs';
export { Disclosure, disclosureVariants, type DisclosureProps } from './components/Disclosure/Disclosure';
export { DisclosureGroup, type DisclosureGroupProps } from './components/Disclosure/DisclosureGroup';
export { directionalIconNames, Icon, iconNames, iconSizes, isIconName, type IconName, type IconProps } from './components/Icon/Icon';
export { IconButton, iconButtonSizes, iconButtonVariants, type IconButtonProps } from './components/IconButton/IconButton';
export { Link, linkVariants, type LinkProps } from './components/Link/Link';
export { Badge, badgeTones, type BadgeProps } from './components/Badge/Badge';
export { StatusChip, statusChipTones, type StatusChipProps } from './components/StatusChip/StatusChip';
export { Card, cardPaddings, cardTitleLevels, type CardProps } from './components/Card/Card';
export { StatCard, statCardTones, type StatCardProps } from './components/StatCard/StatCard';
export { Banner, bannerTones, type BannerProps } from './components/Banner/Banner';
export { Avatar, avatarSizes, type AvatarProps } from './components/Avatar/Avatar';
export { Image, imageFits, type ImageProps } from './components/Image/Image';
export { isAllowedImageSource, type ImageSourcePolicy } from './components/Image/imageSourcePolicy';
export { ImageSourcePolicyProvider, useImageSourceFilter, type ImageSourcePolicyProviderProps } from './components/Image/ImageSourcePolicyProvider';
export { DropZone, acceptsFile, type DropZoneProps } from './components/DropZone/DropZone';
export {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  TableLayout,
  Virtualizer,
  tableAlignments,
  tableDensities,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type SortDescriptor,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from './components/Table/Table';
export { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './components/Table/DataTable';
export { Pagination, paginationVariants, type PaginationProps } from './components/Pagination/Pagination';
export { BarChart, type BarChartDatum, type BarChartProps } from './components/BarChart/BarChart';
export { ProgressBar, progressBarTones, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export {
  LoadingRegion,
  Skeleton,
  SkeletonText,
  skeletonVariants,
  type LoadingRegionProps,
  type SkeletonLength,
  type SkeletonProps,
  type SkeletonTextProps,
} from './components/Skeleton/Skeleton';
export { EmptyState, emptyStateHeadingLevels, emptyStateTones, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { Modal, modalSizes, type ModalProps } from './components/Modal/Modal';
export { Dialog, DialogTrigger, type DialogProps, type DialogRenderProps, type DialogTriggerProps } from './components/Dialog/Dialog';
export { AlertDialog, alertDialogTones, type AlertDialogProps } from './components/AlertDialog/AlertDialog';
export {
  ToastQueue,
  ToastRegion,
  createToastQueue,
  toastDefaultTimeout,
  toastTones,
  type CreateToastQueueOptions,
  type ToastAddOptions,
  type ToastContent,
  type ToastRegionProps,
} from './components/Toast/Toast';
export { useOwnToastQueue, type OwnToastQueue } from './components/Toast/useOwnToastQueue';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  menuItemTones,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './components/Menu/Menu';
export { TextField, textFieldSizes, textFieldTypes, type TextFieldProps } from './components/TextField/TextField';
export {
  TextArea,
  characterCountTones,
  getCharacterCountTone,
  type CharacterCountThresholds,
  type CharacterCountTone,
  type TextAreaProps,
} from './components/TextArea/TextArea';
export { NumberField, numberFieldSizes, type NumberFieldProps } from './components/NumberField/NumberField';
export { SearchField, searchFieldSizes, type SearchFieldProps } from './components/SearchField/SearchField';
export { ComboBox, type ComboBoxOption, type ComboBoxProps } from './components/ComboBox/ComboBox';
export { useDebouncedCallback, type DebouncedCallback } from './components/SearchField/useDebouncedCallback';
export { Select, SelectItem, selectSizes, type SelectItemProps, type SelectOption, type SelectProps } from './components/Select/Select';
export { DeferredSelect, type DeferredSelectProps } from './components/Select/DeferredSelect';
export { LoadingOverlay, type LoadingOverlayProps } from './components/LoadingOverlay/LoadingOverlay';
export { useMediaQuery } from './hooks/useMediaQuery';
export { usePreloadWhenIdle } from './hooks/usePreloadWhenIdle';
export { hasUnsavedChanges, useUnsavedChanges } from './hooks/useUnsavedChanges';
export { VisuallyHidden, visuallyHiddenElements, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { Form, formGaps, type FormProps } from './components/Form/Form';
export { FileButton, type FileButtonProps } from './components/FileButton/FileButton';
export { CardLink, type CardLinkProps } from './components/CardLink/CardLink';
export { ActionCard, type ActionCardProps } from './components/ActionCard/ActionCard';
export { Slider, type SliderProps } from './components/Slider/Slider';
export { MapView } from './components/MapView/MapView';
export type { MapMarker, MapPoint, MapUnavailableReason, MapViewProps } from './components/MapView/mapViewTypes';
export { ImageCropDialog, type ImageCropDialogProps } from './components/ImageCropDialog/ImageCropDialog';
export type { ImageCropArea, ImageCropFrame } from './components/ImageCropDialog/imageCropFrame';
export { ListBox, ListBoxItem, listBoxLayouts, type ListBoxItemProps, type ListBoxProps } from './components/ListBox/ListBox';
export { GridLayout, GridList, GridListItem, Size, gridListVariants, type GridListItemProps, type GridListProps } from './components/GridList/GridList';
export { DragHandle } from './components/GridList/DragHandle';
export { useListReorder, type ListReorderOptions, type ReorderPosition } from './components/GridList/useListReorder';
export { RatingField, defaultStarLabel, type RatingFieldProps } from './components/RatingField/RatingField';
export { StarRating, defaultRatingLabel, starRatingSizes, type StarRatingProps } from './components/StarRating/StarRating';
export { focusRing, focusRingInset } from './theme/focusRing.css';
// Collection keys and selections, the provider that routes react-aria links through an app's router,
// and the locale's provider and hook (react-aria's own words, number fields, direction; a screen's
// date and number formats): re-exported so that screens and hosts need no direct react-aria-components import.
export { I18nProvider, RouterProvider, useLocale, type Key, type Selection } from 'react-aria-components';
export { RichTextEditor, type RichTextEditorProps } from './components/RichTextEditor/RichTextEditor';
export { RichTextView, type RichTextViewProps } from './components/RichTextEditor/RichTextView';
export { sanitizeRichText } from './components/RichTextEditor/sanitizeRichText';
export { defaultBackgroundColours, defaultRichTextLabels, defaultTextColours, type RichTextColour, type RichTextLabels } from './components/RichTextEditor/richTextTypes';
